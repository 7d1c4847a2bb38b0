import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsMarkedRead } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** POST /api/notifications/read-all */
export const markAllNotificationsRead = () =>
  api<NotificationsMarkedRead>('/notifications/read-all', { method: 'POST', body: {} });

/** Marks every unread notification of the company read; the bell and the list refresh. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
