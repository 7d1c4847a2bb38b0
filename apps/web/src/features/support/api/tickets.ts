import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketPage, SupportTicketsQuery } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { supportKeys } from './keys.ts';

/** GET /api/support/tickets: the company's tickets (and the user's personal ones). */
export const fetchSupportTickets = (query: SupportTicketsQuery) =>
  api<SupportTicketPage>(`/support/tickets${queryString(query)}`);

export const supportTicketsQueryOptions = (query: SupportTicketsQuery) =>
  queryOptions({
    queryKey: supportKeys.ownList(query),
    queryFn: () => fetchSupportTickets(query),
    // Paging or filtering keeps the current tickets on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useSupportTickets = (query: SupportTicketsQuery) =>
  useQuery(supportTicketsQueryOptions(query));
