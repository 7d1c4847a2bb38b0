import { Box, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '@teklifal/core';
import { AttachmentList } from '../../../components/attachment-link.tsx';
import { useTranslatedText } from '../../../components/use-translated-text.ts';
import { messageTime } from '../lib/chat-thread-entries.ts';

// Line breaks as typed; a long word or link wraps instead of widening the bubble.
const BODY_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The other side's words, machine translated when the interface is in English. */
function TheirText({ body }: { body: string }) {
  const { t } = useTranslation();
  const translated = useTranslatedText(body);
  return (
    <>
      {translated.pending && (
        <Group gap={6} role="status">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('chat.translating')}
          </Text>
        </Group>
      )}
      <Text size="sm" style={BODY_STYLE}>
        {translated.text}
      </Text>
      {!translated.pending && translated.text !== body && (
        <Text size="xs" c="dimmed" fs="italic">
          {t('chat.translated')}
        </Text>
      )}
    </>
  );
}

/**
 * One message: mine on the right in the primary colour, theirs on the left; who wrote it above,
 * the time inside, files as links, and under my last one whether the other side has read it.
 */
export function ChatMessageBubble({
  message,
  receipt,
  continued = false,
}: {
  message: ChatMessageView;
  receipt: 'seen' | 'sent' | null;
  /** The same person wrote the message before: the name stays for screen readers only. */
  continued?: boolean;
}) {
  const { t } = useTranslation();
  const { mine } = message;
  const sender = message.senderName
    ? `${message.senderName} · ${message.senderCompanyName}`
    : message.senderCompanyName;
  return (
    <Box
      data-testid="chat-message"
      data-side={mine ? 'mine' : 'theirs'}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(85%, 40rem)' }}
    >
      {continued ? (
        <VisuallyHidden>{sender}</VisuallyHidden>
      ) : (
        <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mb={2} px={4}>
          {sender}
        </Text>
      )}
      <Paper
        radius="lg"
        px="sm"
        py={6}
        withBorder={!mine}
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-body)'}
        c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
        style={mine ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
      >
        <Stack gap={4}>
          {message.body &&
            (mine ? (
              <Text size="sm" style={BODY_STYLE}>
                {message.body}
              </Text>
            ) : (
              <TheirText body={message.body} />
            ))}
          <AttachmentList
            attachments={message.attachments}
            label={t('chat.attachments')}
            testId="chat-attachment"
          />
          <Text size="xs" ta="right">
            <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          </Text>
        </Stack>
      </Paper>
      {receipt && (
        <Text size="xs" c="dimmed" ta="right" mt={2} px={4} data-testid="chat-receipt">
          {t(`chat.${receipt}`)}
        </Text>
      )}
    </Box>
  );
}
