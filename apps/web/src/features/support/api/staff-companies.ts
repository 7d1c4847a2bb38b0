import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketCompanies } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/** GET /api/admin/support/companies: the companies that have tickets (the company filter). */
export const fetchSupportTicketCompanies = () =>
  api<SupportTicketCompanies>('/admin/support/companies');

export const supportTicketCompaniesQueryOptions = queryOptions({
  queryKey: supportKeys.staffCompanies,
  queryFn: fetchSupportTicketCompanies,
});

export const useSupportTicketCompanies = () => useQuery(supportTicketCompaniesQueryOptions);
