import {
  ActionIcon,
  Anchor,
  Box,
  CloseButton,
  Group,
  Image,
  Paper,
  Progress,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';
import { fileTypeIconOf } from './file-type-icon.ts';
import type { UploadProgress } from './use-uploads.ts';
import type { UploadedFile } from '../lib/upload.ts';

// The real input is visually hidden, so the panel shown in its place draws its focus.
const FOCUS_RING: CSSProperties = {
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
};

const focusRingIf = (focused: boolean) => (focused ? FOCUS_RING : undefined);

function FileTypeIcon({ mimeType }: { mimeType: string }) {
  const Icon = fileTypeIconOf(mimeType);
  return (
    <ThemeIcon size={48} variant="light" radius="md" aria-hidden>
      <Icon size={28} />
    </ThemeIcon>
  );
}

/** The upload under way: the file's name, its percentage and a cancel button. */
export function UploadProgressPanel({
  progress,
  focused,
  onCancel,
}: {
  progress: UploadProgress;
  focused: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite" style={focusRingIf(focused)}>
      <Text size="sm" fw={500} truncate>
        {t('files.uploading', { name: progress.name })}
      </Text>
      <Group gap="sm" wrap="nowrap" mt={6}>
        <Progress
          value={progress.percent}
          aria-label={t('files.progressLabel')}
          style={{ flex: 1 }}
          animated
        />
        <Text size="sm" c="dimmed" w={48} ta="right" data-testid="upload-percent">
          {t('files.progress', { percent: progress.percent })}
        </Text>
        <CloseButton aria-label={t('files.cancel')} onClick={onCancel} />
      </Group>
    </Paper>
  );
}

/** The chosen file: an image preview or its type's icon, its name and size, and a remove button. */
export function UploadedFilePanel({
  file,
  focused,
  onRemove,
}: {
  file: UploadedFile;
  focused: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const isImage = file.mimeType.startsWith('image/');
  return (
    <Paper withBorder p="sm" radius="md" style={focusRingIf(focused)}>
      <Group gap="md" wrap="nowrap">
        {isImage ? (
          <Image
            src={file.url}
            alt={t('files.previewAlt', { name: file.originalName })}
            w={64}
            h={64}
            fit="contain"
            radius="sm"
          />
        ) : (
          <FileTypeIcon mimeType={file.mimeType} />
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            href={file.url}
            target="_blank"
            rel="noopener"
            size="sm"
            fw={500}
            display="block"
            truncate
            title={t('files.open')}
          >
            {file.originalName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size, currentLocale())}
          </Text>
        </Box>
        <ActionIcon variant="subtle" color="red" aria-label={t('files.remove')} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The empty field: a dashed area to drop a file on, or to click to choose one. */
export function FileDropArea({
  hint,
  focused,
  invalid,
  dragging,
  onDraggingChange,
  onClick,
  onDropFiles,
}: {
  hint: string;
  focused: boolean;
  invalid: boolean;
  dragging: boolean;
  onDraggingChange: (dragging: boolean) => void;
  onClick: () => void;
  onDropFiles: (files: FileList) => void;
}) {
  const { t } = useTranslation();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    onDraggingChange(false);
    onDropFiles(event.dataTransfer.files);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) onDraggingChange(true);
  }

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      data-testid="file-drop-area"
      data-dragging={dragging || undefined}
      // A pointer and drag-and-drop aid; assistive technology uses the labelled input.
      aria-hidden
      onClick={onClick}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => onDraggingChange(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        cursor: 'pointer',
        borderColor: dragging
          ? 'var(--mantine-primary-color-filled)'
          : invalid
            ? 'var(--mantine-color-error)'
            : undefined,
        background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        ...(focused ? FOCUS_RING : {}),
      }}
    >
      <Group gap="md" wrap="nowrap" justify="center">
        <IconCloudUpload size={36} stroke={1.5} aria-hidden />
        <Box>
          <Text size="sm" fw={500}>
            {t('files.dropHere')}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}
