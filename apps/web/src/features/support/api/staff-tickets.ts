import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSupportTicketPage, AdminSupportTicketsQuery } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { supportKeys } from './keys.ts';

/** GET /api/admin/support/tickets: every ticket by the filters, with the unanswered count. */
export const fetchStaffSupportTickets = (query: AdminSupportTicketsQuery) =>
  api<AdminSupportTicketPage>(`/admin/support/tickets${queryString(query)}`);

export const staffSupportTicketsQueryOptions = (query: AdminSupportTicketsQuery) =>
  queryOptions({
    queryKey: supportKeys.staffList(query),
    queryFn: () => fetchStaffSupportTickets(query),
    placeholderData: keepPreviousData,
  });

export const useStaffSupportTickets = (query: AdminSupportTicketsQuery) =>
  useQuery(staffSupportTicketsQueryOptions(query));
