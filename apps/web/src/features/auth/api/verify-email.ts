import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verifyEmailKey } from './keys.ts';

export const verifyEmail = (token: string) =>
  api<unknown>(`/auth/verify-email?token=${encodeURIComponent(token)}`);

/** Verification runs once per token, also under StrictMode's double effects. */
export const useVerifyEmail = (token: string) =>
  useQuery({
    queryKey: verifyEmailKey(token),
    queryFn: () => verifyEmail(token).then(() => true),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });

export const resendVerification = (email: string) =>
  api<unknown>('/auth/send-verification-email', { method: 'POST', body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
