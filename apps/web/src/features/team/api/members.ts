import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMembersView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { membersQueryKey } from './keys.ts';

export const fetchMembers = () => api<TeamMembersView>('/company/members');

export const membersQueryOptions = queryOptions({
  queryKey: membersQueryKey,
  queryFn: fetchMembers,
});

export const useMembers = () => useQuery(membersQueryOptions);
