import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api<unknown>('/auth/request-password-reset', { method: 'POST', body: input });

export const resetPassword = (input: ResetPasswordInput) =>
  api<unknown>('/auth/reset-password', { method: 'POST', body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
