import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE_DEFAULT, type ChatPage } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { liveStatus } from '../../../lib/live-events.ts';
import { queryString } from '../../../lib/query-string.ts';
import { heldOlderPage, joinNewestPage, type ChatPageParam, type ChatPages } from './chat-pages.ts';
import { chatKeys } from './keys.ts';

/**
 * How often the open chat asks for new messages while the tab is visible: rarely while the
 * live event stream is open (it says when to read again), often when it is not.
 */
export const CHAT_POLL_MS = 5_000;
export const CHAT_POLL_LIVE_MS = 30_000;

/** GET /api/orders/:orderId/messages: the newest page, or the page before a message. */
export const fetchChatPage = (orderId: string, before: ChatPageParam, signal?: AbortSignal) =>
  api<ChatPage>(
    `/orders/${encodeURIComponent(orderId)}/messages${queryString({ before, limit: CHAT_PAGE_SIZE_DEFAULT })}`,
    { signal },
  );

/**
 * The thread (see chat-pages.ts), read again every few seconds while the tab is visible so new
 * messages appear by themselves, but only while `shown(newest page)` holds: a chat on screen,
 * not a refused link.
 */
export const chatMessagesQueryOptions = (
  orderId: string,
  shown: (newest: ChatPage) => boolean = () => true,
) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(orderId),
    // A refetch asks for every loaded page again, from the newest. The newest page grows by
    // what arrived, so the older pages keep their cursors and come from what is held: each
    // poll costs one request, and the messages on screen do not move.
    queryFn: async ({ pageParam, signal, client, queryKey }) => {
      const held = client.getQueryData<ChatPages>(queryKey);
      if (pageParam !== undefined) {
        return heldOlderPage(held, pageParam) ?? fetchChatPage(orderId, pageParam, signal);
      }
      return joinNewestPage(await fetchChatPage(orderId, undefined, signal), held?.pages[0]);
    },
    initialPageParam: undefined as ChatPageParam,
    getNextPageParam: (page): ChatPageParam => (page.hasOlder ? page.items[0]?.id : undefined),
    staleTime: 0,
    refetchInterval: (query) => {
      const newest = query.state.data?.pages[0];
      if (!newest || !shown(newest)) return false;
      return liveStatus.isConnected() ? CHAT_POLL_LIVE_MS : CHAT_POLL_MS;
    },
    // Polling pauses while the tab is hidden; TanStack reads again when it is shown.
    refetchIntervalInBackground: false,
  });

export const useChatMessages = (orderId: string, shown?: (newest: ChatPage) => boolean) =>
  useInfiniteQuery(chatMessagesQueryOptions(orderId, shown));
