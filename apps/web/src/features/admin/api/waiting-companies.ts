import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompaniesWaiting } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminCompaniesKey } from './keys.ts';

/** GET /api/admin/companies/waiting: how many companies wait for a decision on a role. */
export const fetchWaitingCompanies = () => api<AdminCompaniesWaiting>('/admin/companies/waiting');

/**
 * Under the companies key, so a decision (which refreshes every admin query) updates it at
 * once; new applications show within a minute, or when the window gets focus.
 */
export const waitingCompaniesQueryOptions = queryOptions({
  queryKey: [...adminCompaniesKey, 'waiting'] as const,
  queryFn: fetchWaitingCompanies,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
});

export const useWaitingCompanies = () => useQuery(waitingCompaniesQueryOptions);
