import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketDetail } from '@teklifal/core';
import { supportKeys, type SupportDesk } from './keys.ts';

/**
 * A change to one ticket whose answer is the ticket as it is now: shown at once, then the desk's
 * lists are read again (after a refusal too: a 409 means the ticket on screen is stale).
 */
export function useTicketMutation<Variables>(
  desk: SupportDesk,
  ticketId: string,
  mutationFn: (variables: Variables) => Promise<SupportTicketDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (ticket) => queryClient.setQueryData(supportKeys.ticket(desk, ticketId), ticket),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: desk === 'own' ? supportKeys.own : supportKeys.staff,
      }),
  });
}
