import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

/** Which notifications also come by e-mail; the user's own choice. */
export const emailPreferencesKey = ['me', 'email-preferences'] as const;

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: emailPreferencesKey,
  queryFn: () => api<EmailPreferences>('/me/email-preferences'),
});

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions);

export const saveEmailPreferences = (input: EmailPreferences) =>
  api<EmailPreferences>('/me/email-preferences', { method: 'PUT', body: input });

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
