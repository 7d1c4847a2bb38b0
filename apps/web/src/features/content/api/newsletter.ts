import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const subscribe = (input: NewsletterInput) =>
  api<{ status: 'subscribed' | 'alreadySubscribed' }>('/newsletter', {
    method: 'POST',
    body: input,
  });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
