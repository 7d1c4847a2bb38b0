import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketDetail, SupportTicketInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/** POST /api/support/tickets: a new ticket with its first message, waiting for staff. */
export const openSupportTicket = (input: SupportTicketInput) =>
  api<SupportTicketDetail>('/support/tickets', { method: 'POST', body: input });

export function useOpenSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSupportTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket('own', ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.ownLists });
    },
  });
}
