import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadNotifications } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** GET /api/notifications/unread: the bell's newest unread notifications and the unread count. */
export const fetchUnreadNotifications = () => api<UnreadNotifications>('/notifications/unread');

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: fetchUnreadNotifications,
  // Always stale: the bell refetches on every window focus and navigation.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export const useUnreadNotifications = () => useQuery(unreadNotificationsQueryOptions);
