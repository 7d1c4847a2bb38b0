import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketDetail } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { supportKeys, ticketPath, type SupportDesk } from './keys.ts';

/**
 * GET /api/support/tickets/:id (a ticket of the user's; 404 for anyone else's) or, for staff,
 * GET /api/admin/support/tickets/:id (with the opener's e-mail): the ticket and its thread.
 */
export const fetchSupportTicket = (desk: SupportDesk, ticketId: string) =>
  api<SupportTicketDetail>(ticketPath(desk, ticketId));

export const supportTicketQueryOptions = (desk: SupportDesk, ticketId: string) =>
  queryOptions({
    queryKey: supportKeys.ticket(desk, ticketId),
    queryFn: () => fetchSupportTicket(desk, ticketId),
  });

export const useSupportTicket = (desk: SupportDesk, ticketId: string) =>
  useQuery(supportTicketQueryOptions(desk, ticketId));
