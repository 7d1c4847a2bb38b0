import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitationView, MyInvitationsView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';
import { acceptMyInvitationMutationKey, myInvitationsQueryKey } from './keys.ts';

/** Valid invitations to the signed-in user's address, while they have no company (#13). */
export const myInvitationsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: myInvitationsQueryKey,
    queryFn: () => api<MyInvitationsView>('/me/invitations'),
    enabled,
  });

export const useMyInvitations = (enabled = true) => useQuery(myInvitationsQueryOptions(enabled));

export const acceptMyInvitation = (id: string) =>
  api<AcceptedInvitationView>(`/me/invitations/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
  });

/** Accepts by id; resolves after the session is read again, so the company is there. */
export function useAcceptMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: acceptMyInvitationMutationKey,
    mutationFn: acceptMyInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
  });
}
