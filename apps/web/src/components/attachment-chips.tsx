import { Group, Pill, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';
import type { PendingUpload } from './use-uploads.ts';

/** The catalogue keys of the chips' names, from the feature that shows them. */
export interface AttachmentChipsLabels {
  /** The list's name ("Ekler"). */
  list: string;
  /** A chip's remove button, with `{{name}}`. */
  remove: string;
  /** An upload's progress bar, with `{{name}}` and `{{percent}}`. */
  uploading: string;
}

/** The files of the message being written, each with its upload's progress and a remove button. */
export function AttachmentChips({
  attachments,
  onRemove,
  labels,
  testId = 'attachment-chip',
}: {
  attachments: PendingUpload[];
  onRemove: (key: string) => void;
  labels: AttachmentChipsLabels;
  /** Each chip's test id. */
  testId?: string;
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t(labels.list)}
    >
      {attachments.map((attachment) => (
        <Group
          key={attachment.key}
          component="li"
          gap="xs"
          wrap="nowrap"
          preventGrowOverflow={false}
          data-testid={testId}
        >
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => onRemove(attachment.key)}
            // Mantine hides a pill's remove button (PillsInput removes with Backspace); here it
            // is the only way to remove a file, so it is a real, focusable, named button.
            removeButtonProps={{
              'aria-label': t(labels.remove, { name: attachment.name }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            // Its own width (the name, cut with an ellipsis only when the row is too narrow).
            style={{ maxWidth: '100%', flexShrink: 1, flexBasis: 'auto' }}
          >
            {attachment.name} ({formatFileSize(attachment.size, currentLocale())})
          </Pill>
          {!attachment.uploaded && (
            <>
              <Progress
                value={attachment.percent}
                aria-label={t(labels.uploading, {
                  name: attachment.name,
                  percent: attachment.percent,
                })}
                w={80}
                style={{ flexShrink: 0 }}
                animated
              />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('files.progress', { percent: attachment.percent })}
              </Text>
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
