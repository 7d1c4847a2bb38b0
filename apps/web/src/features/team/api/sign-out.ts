import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

export const signOut = () => api<unknown>('/auth/sign-out', { method: 'POST', body: {} });

/**
 * Signs out and stays on the invitation, so the invited person can log in with the right
 * address; forgets the stored company like every sign-out.
 */
export function useSignOutForInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      storage.remove('company');
      queryClient.setQueryData(['me'], null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'invitation',
      });
    },
  });
}
