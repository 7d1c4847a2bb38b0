import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostKind, PostPage, PostView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { postKeys } from './keys.ts';

/** Where each kind is served: /api/blogs and /api/announcements. */
export const POST_COLLECTION: Record<PostKind, string> = {
  blog: 'blogs',
  announcement: 'announcements',
};

export interface PostFilters {
  category: string;
  page: number;
}

export const postsQuery = (kind: PostKind, filters: PostFilters) =>
  queryOptions({
    queryKey: postKeys.list(kind, filters),
    queryFn: () =>
      api<PostPage>(
        `/${POST_COLLECTION[kind]}${queryString({
          category: filters.category,
          page: filters.page,
        })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /api/blogs, /api/announcements: a page of cards, newest first. */
export const usePosts = (kind: PostKind, filters: PostFilters) =>
  useQuery(postsQuery(kind, filters));

/** GET /api/blogs/{id}, /api/announcements/{id}: the article with its neighbours. */
export const usePost = (kind: PostKind, id: string) =>
  useQuery({
    queryKey: postKeys.detail(kind, id),
    queryFn: () => api<PostView>(`/${POST_COLLECTION[kind]}/${encodeURIComponent(id)}`),
    staleTime: 60_000,
  });
