import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageInput,
  ContactMessagePage,
  ContactMessageReceived,
  ContactMessageView,
} from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { queryString } from '../../../lib/query-string.ts';
import { contentKeys } from './keys.ts';

export type ContactMessageFilter = 'unhandled' | 'handled' | 'all';

/** POST /api/contact: the form on /contactus. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactMessageInput) =>
      api<ContactMessageReceived>('/contact', { method: 'POST', body: input }),
  });

/** GET /api/admin/contact-messages */
export const useContactMessages = (filters: { status: ContactMessageFilter; page: number }) =>
  useQuery({
    queryKey: contentKeys.contactMessages(filters),
    queryFn: () => api<ContactMessagePage>(`/admin/contact-messages${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/contact-messages/{id}/handled */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api<ContactMessageView>(`/admin/contact-messages/${encodeURIComponent(id)}/handled`, {
        method: 'PUT',
        body: { handled },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
