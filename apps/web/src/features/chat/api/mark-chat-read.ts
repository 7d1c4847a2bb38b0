import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatReadResult } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invalidateKeys, notificationsKey, ordersKey } from '../../../lib/query-keys.ts';
import type { ChatPages } from './chat-pages.ts';
import { chatKeys } from './keys.ts';

/** POST /api/orders/:orderId/messages/read: everything up to now is read by the company. */
export const markChatRead = (orderId: string) =>
  api<ChatReadResult>(`/orders/${encodeURIComponent(orderId)}/messages/read`, {
    method: 'POST',
    body: {},
  });

/**
 * Marks the chat read for the viewer's company. The thread's own count drops at once (so the
 * page does not ask again); the order lists' unread badges and the bell count again.
 */
export function useMarkChatRead(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markChatRead(orderId),
    onSuccess: ({ unreadMessages }) =>
      queryClient.setQueryData<ChatPages>(chatKeys.messages(orderId), (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest) return data;
        return { ...data, pages: [{ ...newest, unreadMessages }, ...older] };
      }),
    onSettled: () => invalidateKeys(queryClient, [ordersKey, notificationsKey]),
  });
}
