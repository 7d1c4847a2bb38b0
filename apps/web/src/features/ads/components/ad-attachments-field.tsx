import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AD_ATTACHMENTS_MAX, formatFileSize } from '@teklifal/core';
import { FileUpload } from '../../../components/file-upload.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AdForm } from '../lib/ad-form-values.ts';
import { FormSection } from './form-section.tsx';
import { sectionMemo } from '../lib/section-memo.ts';

/** The ad's files: one upload at a time, listed with a remove button, up to the limit. */
function AdAttachmentsFieldSection({ form }: { form: AdForm }) {
  const { t } = useTranslation();
  const files = form.values.attachments;
  const full = files.length >= AD_ATTACHMENTS_MAX;
  // The API names the list `attachmentFileIds` (and a bad one `attachmentFileIds.2`).
  const error =
    form.errors.attachmentFileIds ??
    Object.entries(form.errors).find(([key]) => key.startsWith('attachmentFileIds.'))?.[1];

  return (
    <FormSection
      title={t('ads.form.sectionAttachments')}
      description={t('ads.form.attachmentsHint', {
        count: files.length,
        max: AD_ATTACHMENTS_MAX,
      })}
    >
      <Stack gap="xs">
        {files.length > 0 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((file, index) => (
              <Paper component="li" key={file.id} withBorder radius="md" px="sm" py={6}>
                <Group gap="sm" wrap="nowrap">
                  <IconPaperclip size={18} aria-hidden />
                  <Anchor
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    truncate
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    {file.originalName}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(file.size, currentLocale())}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('ads.form.removeAttachment', { name: file.originalName })}
                    onClick={() => form.removeListItem('attachments', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {full ? (
          <Text size="sm" c="dimmed">
            {t('ads.form.attachmentsFull', { max: AD_ATTACHMENTS_MAX })}
          </Text>
        ) : (
          <FileUpload
            purpose="adAttachment"
            label={t('ads.form.attachmentsLabel')}
            value={null}
            onChange={(file) => {
              if (file) form.insertListItem('attachments', file);
            }}
            error={error}
          />
        )}
        {full && error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}

export const AdAttachmentsField = sectionMemo(AdAttachmentsFieldSection, [
  'attachments',
  'attachmentFileIds',
]);
