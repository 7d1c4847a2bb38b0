import { chatKey } from '../../../lib/query-keys.ts';

/** Every chat query lives under `['chat']`; one order's thread under `['chat', orderId]`. */
export const chatKeys = {
  all: chatKey,
  messages: (orderId: string) => [...chatKey, orderId, 'messages'] as const,
};
