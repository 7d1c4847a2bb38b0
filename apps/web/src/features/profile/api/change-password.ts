import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** Other sessions end; the server renews this browser's session cookie. */
export const changePassword = (input: ChangePasswordInput) =>
  api<void>('/me/password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
