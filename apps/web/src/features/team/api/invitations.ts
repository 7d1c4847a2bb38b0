import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationsView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invitationsQueryKey } from './keys.ts';

export const fetchInvitations = () => api<InvitationsView>('/company/invitations');

export const invitationsQueryOptions = queryOptions({
  queryKey: invitationsQueryKey,
  queryFn: fetchInvitations,
});

/** Pending invitations; only owners and admins may read them. */
export const useInvitations = (enabled: boolean) =>
  useQuery({ ...invitationsQueryOptions, enabled });
