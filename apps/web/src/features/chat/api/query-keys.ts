/** Every chat query lives under `['chat']`; one order's thread under `['chat', orderId]`. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (orderId: string) => ['chat', orderId, 'messages'] as const,
};

/*
 * The notification bell's root key (features/notifications/api/query-keys.ts). A feature does
 * not import another, and lib/query-keys.ts does not hold it yet, so it is named here: reading
 * the chat marks its notifications read on the server, and the bell must count again.
 */
export const notificationsKey = ['notifications'] as const;
