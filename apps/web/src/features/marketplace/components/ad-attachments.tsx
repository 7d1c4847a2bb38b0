import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type AttachmentView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';

/** The buyer's files (drawings, specifications), opened in a new tab. */
export function AdAttachments({ attachments }: { attachments: AttachmentView[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" mb="sm">
        {t('adBrowse.details.attachments')}
      </Title>
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adBrowse.details.noAttachments')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {attachments.map((file) => (
            <Group key={file.fileId} component="li" gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm" truncate>
                {file.originalName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
