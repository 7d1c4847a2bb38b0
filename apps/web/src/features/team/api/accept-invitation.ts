import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitationView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';
import { invitationQueryKey } from './keys.ts';

export const acceptInvitation = (token: string) =>
  api<AcceptedInvitationView>(`/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });

/**
 * Accepts the invitation; resolves after the session (`['me']`) is read again, so the new
 * company is there before the app moves on to pages that need one.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: invitationQueryKey(token) }),
  });
}
