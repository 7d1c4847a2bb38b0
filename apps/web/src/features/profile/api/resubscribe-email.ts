import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailResubscribeInput, EmailUnsubscribeLinkView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** The unsubscribe page's undo: these kinds come by e-mail again (the same link's token). */
export const resubscribeEmail = (input: EmailResubscribeInput) =>
  api<EmailUnsubscribeLinkView>('/email-preferences/resubscribe', { method: 'POST', body: input });

export function useResubscribeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubscribeEmail,
    onSuccess: (link, input) =>
      queryClient.setQueryData<EmailUnsubscribeLinkView>(
        profileKeys.emailUnsubscribeLink(input.token),
        link,
      ),
  });
}
