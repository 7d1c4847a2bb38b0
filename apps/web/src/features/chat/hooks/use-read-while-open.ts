import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { ChatPage } from '@teklifal/core';
import { useMarkChatRead } from '../api/mark-chat-read.ts';

/**
 * Marks the chat read when it opens, and again whenever the other side's new messages arrive
 * while the page is visible. Only when something is unread, and once per newest message, so a
 * failed or slow mark is not repeated in a loop.
 */
export function useReadWhileOpen(orderId: string, newest: ChatPage | undefined, shown: boolean) {
  const { mutate: markRead } = useMarkChatRead(orderId);
  const visible = useDocumentVisibility() !== 'hidden';
  const unread = newest?.unreadMessages ?? 0;
  const newestId = newest?.items.at(-1)?.id ?? null;
  const markedFor = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!shown || !visible || unread === 0 || markedFor.current === newestId) return;
    markedFor.current = newestId;
    markRead();
  }, [shown, visible, unread, newestId, markRead]);
}
