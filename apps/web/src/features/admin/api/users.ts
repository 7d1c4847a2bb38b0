import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminUserListItem, AdminUserSort, PlatformRole } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminUsersKey } from './keys.ts';

export interface AdminUserFilters {
  q: string;
  role: PlatformRole | null;
  banned: 'true' | 'false' | null;
  sort: AdminUserSort;
  page: number;
  pageSize: number;
}

export const fetchAdminUsers = (filters: AdminUserFilters) =>
  api<AdminPage<AdminUserListItem>>(`/admin/users${queryString(filters)}`);

export const adminUsersQueryOptions = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: [...adminUsersKey, filters],
    queryFn: () => fetchAdminUsers(filters),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: AdminUserFilters) =>
  useQuery(adminUsersQueryOptions(filters));
