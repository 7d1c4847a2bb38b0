import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput, NewsletterSubscription } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const subscribe = (input: NewsletterInput) =>
  api<NewsletterSubscription>('/newsletter', {
    method: 'POST',
    body: input,
  });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
