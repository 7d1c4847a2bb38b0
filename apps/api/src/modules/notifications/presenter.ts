import type { NotificationView } from '@teklifal/core';
import type { NotificationRow } from './queries/notifications.ts';

/** What leaves the server about a notification; `timestamp` in seconds (specification §3). */
export const presentNotification = (row: NotificationRow): NotificationView => ({
  id: row.id,
  companyId: row.companyId,
  type: row.type,
  params: row.params,
  message: row.message,
  route: row.route,
  read: row.read,
  timestamp: Math.floor(row.createdAt.getTime() / 1000),
  createdAt: row.createdAt.toISOString(),
});
