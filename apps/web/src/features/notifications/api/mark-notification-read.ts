import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** POST /api/notifications/:id/read */
export const markNotificationRead = (id: string) =>
  api<NotificationView>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    body: {},
  });

/** Marks one notification read; the bell and the list refresh. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
