import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserListItem } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const unbanUser = (userId: string) =>
  api<AdminUserListItem>(`/admin/users/${encodeURIComponent(userId)}/unban`, { method: 'POST' });

export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
