import { Anchor, Input, List, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BID_ATTACHMENTS_MAX } from '@teklifal/core';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';

interface BidAttachmentsFieldProps {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
  readOnly: boolean;
}

/** The bid's files: each with its remove button, and a drop area while fewer than the maximum. */
export function BidAttachmentsField({
  value,
  onChange,
  error,
  readOnly,
}: BidAttachmentsFieldProps) {
  const { t } = useTranslation();

  if (readOnly) {
    return (
      <Input.Wrapper label={t('bids.form.attachments')}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bids.form.noAttachments')}
          </Text>
        ) : (
          <List spacing={4} size="sm" icon={<IconPaperclip size={14} aria-hidden />}>
            {value.map((file) => (
              <List.Item key={file.id}>
                <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
                  {file.originalName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Input.Wrapper>
    );
  }

  return (
    <Stack gap="sm">
      {value.map((file, index) => (
        <FileUpload
          key={file.id}
          purpose="bidAttachment"
          label={t('bids.form.attachment', { n: index + 1 })}
          value={file}
          onChange={(next) =>
            onChange(
              next
                ? value.map((current) => (current.id === file.id ? next : current))
                : value.filter((current) => current.id !== file.id),
            )
          }
        />
      ))}
      {value.length < BID_ATTACHMENTS_MAX ? (
        <FileUpload
          key={`add-${value.length}`}
          purpose="bidAttachment"
          label={t('bids.form.addAttachment')}
          description={t('bids.form.attachmentsHint', { max: BID_ATTACHMENTS_MAX })}
          value={null}
          error={error}
          onChange={(file) => file && onChange([...value, file])}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('bids.form.attachmentsFull', { max: BID_ATTACHMENTS_MAX })}
        </Text>
      )}
      {value.length >= BID_ATTACHMENTS_MAX && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
