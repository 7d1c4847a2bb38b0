import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageInput, ChatMessageView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { withSentMessage, type ChatPages } from './chat-pages.ts';
import { chatKeys } from './keys.ts';

/** POST /api/orders/:orderId/messages */
export const sendChatMessage = (orderId: string, input: ChatMessageInput) =>
  api<ChatMessageView>(`/orders/${encodeURIComponent(orderId)}/messages`, {
    method: 'POST',
    body: input,
  });

/** Sends a message (text, files or both) to the order's chat. */
export function useSendMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatMessageInput) => sendChatMessage(orderId, input),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatPages>(chatKeys.messages(orderId), (data) =>
        withSentMessage(data, message),
      ),
  });
}
