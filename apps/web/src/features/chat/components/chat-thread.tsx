import { Button, Center, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type ChatMessageView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { ChatMessageBubble } from './chat-message-bubble.tsx';
import { relativeDay, threadEntries } from '../lib/chat-thread-entries.ts';

/** Closer to the bottom than this (px) counts as reading the newest messages. */
const BOTTOM_SLACK = 48;

export interface ChatThreadProps {
  messages: ChatMessageView[];
  /** Where the "new messages" divider goes: the first unread message when the page opened. */
  unreadFromId: string | null;
  otherReadUntil: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The thread's name for screen readers ("Conversation with ..."). */
  label: string;
}

function DayLabel({ day, at }: { day: string; at: string }) {
  const { t } = useTranslation();
  const relative = relativeDay(day, new Date());
  return <>{relative ? t(`chat.${relative}`) : formatDate(at, currentLocale())}</>;
}

/**
 * The conversation as a live log: older messages on request, day separators, the unread
 * divider. It opens at the bottom and follows new messages while the reader is at the bottom;
 * loading older messages above keeps what the reader was looking at in place.
 */
export function ChatThread({
  messages,
  unreadFromId,
  otherReadUntil,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  label,
}: ChatThreadProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Distance from the bottom before older messages were asked for, restored when they arrive.
  const keptFromBottom = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (keptFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keptFromBottom.current;
      keptFromBottom.current = null;
    } else if (atBottom.current || newest?.mine) {
      // My own message always comes into view; theirs only when I was reading the newest.
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [oldestId, newest?.id, newest?.mine]);

  function loadOlder() {
    const element = viewport.current;
    if (element) keptFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  }

  const entries = threadEntries(messages, { unreadFromId, otherReadUntil });

  return (
    <Paper
      ref={viewport}
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      role="log"
      aria-live="polite"
      aria-label={label}
      // The log scrolls on its own; keyboard users scroll it once it has focus.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK;
      }}
      // It takes the height the chat page leaves between its header and the composer.
      style={{ flex: '1 1 0', minHeight: '12rem', overflowY: 'auto' }}
      data-testid="chat-thread"
    >
      {hasOlder && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={loadOlder}>
            {t('chat.loadOlder')}
          </Button>
        </Center>
      )}
      {messages.length === 0 ? (
        <Stack align="center" justify="center" gap="xs" h="100%" ta="center" px="md">
          <IconMessages size={40} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text c="dimmed" size="sm" maw={420}>
            {t('chat.empty')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {entries.map((entry) => {
            if (entry.kind === 'day') {
              return (
                <Divider
                  key={entry.key}
                  label={<DayLabel day={entry.day} at={entry.at} />}
                  labelPosition="center"
                  data-testid="chat-day"
                />
              );
            }
            if (entry.kind === 'unread') {
              return (
                <Divider
                  key={entry.key}
                  color="red"
                  label={
                    <Text size="xs" c="red" fw={600}>
                      {t('chat.newMessages')}
                    </Text>
                  }
                  labelPosition="center"
                  data-testid="chat-unread-divider"
                />
              );
            }
            return (
              <ChatMessageBubble
                key={entry.key}
                message={entry.message}
                receipt={entry.receipt}
                continued={entry.continued}
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
