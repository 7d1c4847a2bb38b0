import type { SupportReplyInput, SupportTicketDetail } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { ticketPath, type SupportDesk } from './keys.ts';
import { useTicketMutation } from './ticket-mutation.ts';

/**
 * POST /api/support/tickets/:id/messages (the user writes again; a closed ticket reopens) or
 * POST /api/admin/support/tickets/:id/messages (staff answer; the opener is notified and mailed).
 */
export const writeSupportTicket = (desk: SupportDesk, ticketId: string, input: SupportReplyInput) =>
  api<SupportTicketDetail>(`${ticketPath(desk, ticketId)}/messages`, {
    method: 'POST',
    body: input,
  });

export const useWriteSupportTicket = (desk: SupportDesk, ticketId: string) =>
  useTicketMutation(desk, ticketId, (input: SupportReplyInput) =>
    writeSupportTicket(desk, ticketId, input),
  );
