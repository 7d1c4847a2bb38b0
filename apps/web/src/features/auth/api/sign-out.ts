import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { meQueryKey } from '../../../lib/session.ts';

export const signOut = () => api<unknown>('/auth/sign-out', { method: 'POST', body: {} });

/** Signs out and forgets the stored company (specification §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      storage.remove('company');
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    },
  });
}
