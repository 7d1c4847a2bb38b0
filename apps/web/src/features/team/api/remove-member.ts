import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersQueryKey } from './keys.ts';

export const removeMember = (userId: string) =>
  api<void>(`/company/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
