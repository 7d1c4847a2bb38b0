import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailUnsubscribedView, EmailUnsubscribeLinkView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { emailUnsubscribeLinkKey } from './email-unsubscribe-link.ts';

/** The button of a notification mail's unsubscribe page: turns its kind off, no sign-in needed. */
export const unsubscribeEmail = (token: string) =>
  api<EmailUnsubscribedView>('/email-preferences/unsubscribe', {
    method: 'POST',
    body: { token },
  });

export function useUnsubscribeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeEmail,
    onSuccess: (done, token) =>
      queryClient.setQueryData<EmailUnsubscribeLinkView>(emailUnsubscribeLinkKey(token), {
        ...done,
        active: false,
      }),
  });
}
