/** Every notifications query starts with this key, so one invalidation refreshes bell and list. */
export const notificationsQueryKey = ['notifications'] as const;
