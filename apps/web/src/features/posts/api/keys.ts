import type { PostKind } from '@teklifal/core';
import { adminKey, postsKey } from '../../../lib/query-keys.ts';

/** Public post queries, under the shared `['posts']` root that staff edits refresh. */
export const postKeys = {
  list: (kind: PostKind, filters: { category: string; page: number }) =>
    [...postsKey, kind, 'list', filters] as const,
  detail: (kind: PostKind, id: string) => [...postsKey, kind, 'detail', id] as const,
};

/** Staff's lists and posts in the back office (drafts too), under the back office's root. */
export const staffPostKeys = {
  all: [...adminKey, 'posts'] as const,
  list: (filters: object) => [...adminKey, 'posts', 'list', filters] as const,
  detail: (id: string) => [...adminKey, 'posts', 'detail', id] as const,
};
