import type { PostKind } from '@teklifal/core';

/** Every public post query lives under `['posts']`; staff edits refresh them all. */
export const postsKey = ['posts'] as const;

export const postKeys = {
  list: (kind: PostKind, filters: { category: string; page: number }) =>
    [...postsKey, kind, 'list', filters] as const,
  detail: (kind: PostKind, id: string) => [...postsKey, kind, 'detail', id] as const,
};
