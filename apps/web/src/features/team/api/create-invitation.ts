import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationView, InviteMemberInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './keys.ts';

export const createInvitation = (input: InviteMemberInput) =>
  api<InvitationView>('/company/invitations', { method: 'POST', body: input });

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
