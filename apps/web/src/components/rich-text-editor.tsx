import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Rich text as staff write it (blog posts, announcements): headings, lists, quotes, links.
 * The editor's schema only makes that markup, and the server sanitizes whatever arrives.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      clearFormattingControlLabel: t('richText.clearFormatting'),
      h2ControlLabel: t('richText.h2'),
      h3ControlLabel: t('richText.h3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.blockquote'),
      hrControlLabel: t('richText.hr'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
    }),
    [t],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the saved post arriving) replaces what the editor shows.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (value === editor.getHTML() || (value === '' && editor.isEmpty)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label` }}
      error={error}
      required={required}
    >
      <MantineEditor editor={editor} labels={labels} mt={4} data-error={error ? true : undefined}>
        <MantineEditor.Toolbar sticky stickyOffset={60}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={280} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
