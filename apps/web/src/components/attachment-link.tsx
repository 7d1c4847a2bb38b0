import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatFileSize, type AttachmentView } from '@teklifal/core';
import { currentLocale } from '../lib/i18n.ts';
import { fileTypeIconOf } from './file-type-icon.ts';

/** A file sent with a message: its type's icon, its name (opens it) and its size. */
export function AttachmentLink({
  attachment,
  testId = 'attachment',
}: {
  attachment: AttachmentView;
  testId?: string;
}) {
  const Icon = fileTypeIconOf(attachment.mimeType);
  return (
    <Group gap={6} wrap="nowrap" component="li" data-testid={testId}>
      <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Anchor
        href={attachment.url}
        target="_blank"
        rel="noopener"
        size="sm"
        c="inherit"
        underline="always"
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {attachment.originalName}
      </Anchor>
      <Text size="xs" component="span" style={{ whiteSpace: 'nowrap', opacity: 0.8 }}>
        {formatFileSize(attachment.size, currentLocale())}
      </Text>
    </Group>
  );
}

/** A message's files as a named list of links; nothing when it has none. */
export function AttachmentList({
  attachments,
  label,
  testId,
}: {
  attachments: readonly AttachmentView[];
  /** The list's name for screen readers ("Ekler"), already translated. */
  label: string;
  /** Each link's test id. */
  testId?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {attachments.map((attachment) => (
        <AttachmentLink key={attachment.fileId} attachment={attachment} testId={testId} />
      ))}
    </Stack>
  );
}
