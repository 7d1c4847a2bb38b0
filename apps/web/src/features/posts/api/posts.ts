import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POST_COLLECTIONS, type PostKind, type PostPage, type PostView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { postKeys } from './keys.ts';

export interface PostFilters {
  category: string;
  page: number;
}

export const postsQuery = (kind: PostKind, filters: PostFilters) =>
  queryOptions({
    queryKey: postKeys.list(kind, filters),
    queryFn: () =>
      api<PostPage>(
        `/${POST_COLLECTIONS[kind]}${queryString({
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
    queryFn: () => api<PostView>(`/${POST_COLLECTIONS[kind]}/${encodeURIComponent(id)}`),
    staleTime: 60_000,
  });
