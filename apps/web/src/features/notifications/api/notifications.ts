import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export type NotificationStatus = 'unread' | 'all';
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationFilters {
  status: NotificationStatus;
  page: number;
}

export function fetchNotifications(filters: NotificationFilters) {
  const query = new URLSearchParams({
    status: filters.status,
    page: String(filters.page),
    pageSize: String(NOTIFICATIONS_PAGE_SIZE),
  });
  return api<NotificationPage>(`/notifications?${query.toString()}`);
}

export const notificationsQueryOptions = (filters: NotificationFilters) =>
  queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: () => fetchNotifications(filters),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (filters: NotificationFilters) =>
  useQuery(notificationsQueryOptions(filters));
