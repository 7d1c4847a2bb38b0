import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SignInResult } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';

export const signIn = (input: LoginInput) =>
  api<SignInResult>('/auth/sign-in/email', { method: 'POST', body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
