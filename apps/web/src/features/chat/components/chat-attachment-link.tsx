import { Anchor, Group, Text } from '@mantine/core';
import { formatFileSize, type AttachmentView } from '@teklifal/core';
import { fileTypeIconOf } from '../../../components/file-type-icon.ts';
import { currentLocale } from '../../../lib/i18n.ts';

/** A file sent in the chat: its type's icon, its name (opens it) and its size. */
export function ChatAttachmentLink({ attachment }: { attachment: AttachmentView }) {
  const Icon = fileTypeIconOf(attachment.mimeType);
  return (
    <Group gap={6} wrap="nowrap" component="li" data-testid="chat-attachment">
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
