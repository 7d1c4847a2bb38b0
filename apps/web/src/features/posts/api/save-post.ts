import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostView, NewPostInput, PostInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey, invalidateKeys, postsKey } from '../../../lib/query-keys.ts';

export type SavePostRequest = { id: null; input: NewPostInput } | { id: string; input: PostInput };

/** POST /api/admin/posts for a new post, PUT /api/admin/posts/{id} for an edit. */
export const savePost = ({ id, input }: SavePostRequest) =>
  id === null
    ? api<AdminPostView>('/admin/posts', { method: 'POST', body: input })
    : api<AdminPostView>(`/admin/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

/** Saves a post; the back office lists, the audit log and the public pages refresh. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSettled: () => invalidateKeys(queryClient, [adminKey, postsKey]),
  });
}
