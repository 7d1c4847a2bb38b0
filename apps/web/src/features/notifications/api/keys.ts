import { notificationsKey } from '../../../lib/query-keys.ts';
import type { NotificationFilters } from './notifications.ts';

/** Query keys of the notifications feature (all under `['notifications', ...]`). */
export const notificationKeys = {
  all: notificationsKey,
  list: (filters: NotificationFilters) => [...notificationsKey, 'list', filters] as const,
  unread: [...notificationsKey, 'unread'] as const,
};
