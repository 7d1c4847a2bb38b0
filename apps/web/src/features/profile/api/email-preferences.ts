import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** Which notifications also come by e-mail; the user's own choice. */

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: profileKeys.emailPreferences,
  queryFn: () => api<EmailPreferences>('/me/email-preferences'),
});

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions);

export const saveEmailPreferences = (input: EmailPreferences) =>
  api<EmailPreferences>('/me/email-preferences', { method: 'PUT', body: input });

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.emailPreferences, saved),
  });
}
