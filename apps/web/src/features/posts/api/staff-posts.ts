import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostPage, AdminPostView, PostKind, PostStatus } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { staffPostKeys } from './keys.ts';

export interface AdminPostFilters {
  kind: PostKind;
  status: PostStatus | '';
  q: string;
  page: number;
}

/** GET /api/admin/posts: one kind's posts, drafts and scheduled ones too, last edited first. */
export const useAdminPosts = (filters: AdminPostFilters) =>
  useQuery({
    queryKey: staffPostKeys.list(filters),
    queryFn: () => api<AdminPostPage>(`/admin/posts${queryString({ ...filters, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });

export const adminPostQuery = (id: string) =>
  queryOptions({
    queryKey: staffPostKeys.detail(id),
    queryFn: () => api<AdminPostView>(`/admin/posts/${encodeURIComponent(id)}`),
  });

/** GET /api/admin/posts/{id}: the post as written. */
export const useAdminPost = (id: string | undefined) =>
  useQuery({ ...adminPostQuery(id ?? ''), enabled: Boolean(id) });
