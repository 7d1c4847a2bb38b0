import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmailUnsubscribedView,
  EmailUnsubscribeInput,
  EmailUnsubscribeLinkView,
} from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/**
 * The buttons of a notification mail's unsubscribe page: turn the link's kind (or every kind)
 * off, no sign-in needed.
 */
export const unsubscribeEmail = (input: EmailUnsubscribeInput) =>
  api<EmailUnsubscribedView>('/email-preferences/unsubscribe', { method: 'POST', body: input });

export function useUnsubscribeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeEmail,
    onSuccess: (done, input) =>
      queryClient.setQueryData<EmailUnsubscribeLinkView>(
        profileKeys.emailUnsubscribeLink(input.token),
        {
          kind: done.kind,
          email: done.email,
          active: false,
        },
      ),
  });
}
