import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserListItem, BanUserInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const banUser = (input: BanUserInput & { userId: string }) =>
  api<AdminUserListItem>(`/admin/users/${encodeURIComponent(input.userId)}/ban`, {
    method: 'POST',
    body: { reason: input.reason },
  });

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
