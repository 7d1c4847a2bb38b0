import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMembersView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const membersQueryKey = ['team', 'members'] as const;

export const fetchMembers = () => api<TeamMembersView>('/company/members');

export const membersQueryOptions = queryOptions({
  queryKey: membersQueryKey,
  queryFn: fetchMembers,
});

export const useMembers = () => useQuery(membersQueryOptions);
