import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKey, invalidateKeys, postsKey } from '../../../lib/query-keys.ts';

export const deletePost = (id: string) =>
  api<void>(`/admin/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => invalidateKeys(queryClient, [adminKey, postsKey]),
  });
}
