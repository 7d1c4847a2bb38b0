import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole, TeamMemberView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { membersQueryKey } from './keys.ts';

export const changeMemberRole = (input: { userId: string; role: AssignableRole }) =>
  api<TeamMemberView>(`/company/members/${encodeURIComponent(input.userId)}`, {
    method: 'PATCH',
    body: { role: input.role },
  });

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
