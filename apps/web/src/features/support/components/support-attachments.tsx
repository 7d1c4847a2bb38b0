import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  allowedTypesLabel,
  formatFileSize,
  SUPPORT_ATTACHMENTS_MAX,
  UPLOAD_RULES,
} from '@teklifal/core';
import { AttachFilesButton } from '../../../components/attach-files-button.tsx';
import { AttachmentChips } from '../../../components/attachment-chips.tsx';
import { useUploads } from '../../../components/use-uploads.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { uploadMessageText } from '../../../lib/upload.ts';

const UPLOAD_OPTIONS = {
  purpose: 'supportAttachment',
  max: SUPPORT_ATTACHMENTS_MAX,
  fullKey: 'support.attachmentsFull',
} as const;

const CHIP_LABELS = {
  list: 'support.attachments',
  remove: 'support.removeAttachment',
  uploading: 'support.uploading',
};

/** The files of a ticket's message, uploaded as they are chosen. */
export const useSupportAttachments = () => useUploads(UPLOAD_OPTIONS);

export type SupportAttachmentUploads = ReturnType<typeof useSupportAttachments>;

/**
 * "Attach files" with the rules beside it, the chosen files with their progress, and why a file
 * was refused (the browser's check, the upload's answer, or the server's error of the field).
 */
export function SupportAttachments({
  files,
  error,
  onChange,
}: {
  files: SupportAttachmentUploads;
  /** The form's error of the files, already in words. */
  error: string | null;
  /** The files changed (a refusal of the earlier ones no longer applies). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const full = t('support.attachmentsFull', { max: SUPPORT_ATTACHMENTS_MAX });
  const hint = t('support.attachHint', {
    max: SUPPORT_ATTACHMENTS_MAX,
    size: formatFileSize(UPLOAD_RULES.supportAttachment.maxBytes, currentLocale()),
    types: allowedTypesLabel('supportAttachment'),
  });
  const shownError = error ?? (files.problem ? uploadMessageText(files.problem) : null);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="center">
        <AttachFilesButton
          purpose="supportAttachment"
          label={t('support.attach')}
          disabled={files.full}
          onChoose={(chosen) => {
            onChange();
            files.add(chosen);
          }}
        />
        <Text size="xs" c="dimmed">
          {files.full ? full : hint}
        </Text>
      </Group>
      <AttachmentChips
        attachments={files.uploads}
        labels={CHIP_LABELS}
        testId="support-attachment-chip"
        onRemove={(key) => {
          onChange();
          files.remove(key);
        }}
      />
      {shownError && (
        <Text size="sm" c="red" role="alert" data-testid="support-attachments-error">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
