import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const signUp = (input: RegisterInput) =>
  api<unknown>('/auth/sign-up/email', { method: 'POST', body: input });

export const useSignUp = () => useMutation({ mutationFn: signUp });
