import type { SupportTicketDetail } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { ticketPath, type SupportDesk } from './keys.ts';
import { useTicketMutation } from './ticket-mutation.ts';

/** POST /api/support/tickets/:id/close, or staff's under /api/admin (409 when closed already). */
export const closeSupportTicket = (desk: SupportDesk, ticketId: string) =>
  api<SupportTicketDetail>(`${ticketPath(desk, ticketId)}/close`, { method: 'POST' });

export const useCloseSupportTicket = (desk: SupportDesk, ticketId: string) =>
  useTicketMutation(desk, ticketId, () => closeSupportTicket(desk, ticketId));
