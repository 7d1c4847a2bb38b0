import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInvitationView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invitationQueryKey } from './keys.ts';

/** An invitation by its mailed token; public. */
export const fetchInvitation = (token: string) =>
  api<PublicInvitationView>(`/invitations/${encodeURIComponent(token)}`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
