import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './keys.ts';

export const resendInvitation = (id: string) =>
  api<InvitationView>(`/company/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
