import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserListItem, PlatformRole } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './keys.ts';

export const setUserRole = (input: { userId: string; role: PlatformRole }) =>
  api<AdminUserListItem>(`/admin/users/${encodeURIComponent(input.userId)}/role`, {
    method: 'POST',
    body: { role: input.role },
  });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
