import { useMutation } from '@tanstack/react-query';
import type { EmailUnsubscribedView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** A notification mail's unsubscribe link: turns its kind off, no sign-in needed. */
export const unsubscribeEmail = (token: string) =>
  api<EmailUnsubscribedView>('/email-preferences/unsubscribe', {
    method: 'POST',
    body: { token },
  });

export const useUnsubscribeEmail = () => useMutation({ mutationFn: unsubscribeEmail });
