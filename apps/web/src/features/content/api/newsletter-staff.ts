import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriberPage, NewsletterUnsubscribed } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { contentKeys } from './keys.ts';

/** GET /api/admin/newsletter: subscribers, newest first. */
export const useSubscribers = (filters: { q: string; page: number }) =>
  useQuery({
    queryKey: contentKeys.subscribers(filters),
    queryFn: () =>
      api<NewsletterSubscriberPage>(
        `/admin/newsletter${queryString({ ...filters, pageSize: 20 })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV of the subscribers matching the search (a plain download). */
export const subscribersCsvUrl = (q: string) => `/api/admin/newsletter/export${queryString({ q })}`;

/** POST /api/newsletter/unsubscribe with the token of the mail's link. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<NewsletterUnsubscribed>('/newsletter/unsubscribe', { method: 'POST', body: { token } }),
  });
