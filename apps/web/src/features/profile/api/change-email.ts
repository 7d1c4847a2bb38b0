import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput, EmailChangeRequestedView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** Mails a verification link to the new address; the e-mail changes when it is opened. */
export const changeEmail = (input: ChangeEmailInput) =>
  api<EmailChangeRequestedView>('/me/email', { method: 'POST', body: input });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
