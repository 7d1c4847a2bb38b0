/** Every chat query lives under `['chat']`; one order's thread under `['chat', orderId]`. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (orderId: string) => ['chat', orderId, 'messages'] as const,
};
