import { partialMatchKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { meQueryKey } from './session.ts';
import { storage } from './storage.ts';

/** Work that needs the session one last time, registered by a feature (beforeSignOut). */
const lastTasks = new Set<() => Promise<unknown>>();

/**
 * Runs `task` before every sign-out, while the session still exists (the push feature takes
 * this browser off the user's devices). A task that fails does not stop the sign-out.
 */
export function beforeSignOut(task: () => Promise<unknown>) {
  lastTasks.add(task);
}

const signOut = async () => {
  await Promise.allSettled([...lastTasks].map((task) => task()));
  return api<unknown>('/auth/sign-out', { method: 'POST', body: {} });
};

/**
 * Signs out and forgets the stored company (specification §4) and every answer kept for the
 * user. The queries under `keepQueries` stay: a page that goes on after signing out still
 * shows them.
 */
export function useSignOut({ keepQueries = [] }: { keepQueries?: readonly QueryKey[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      storage.remove('company');
      queryClient.setQueryData(meQueryKey, null);
      const kept = [meQueryKey, ...keepQueries];
      queryClient.removeQueries({
        predicate: (query) => !kept.some((key) => partialMatchKey(query.queryKey, key)),
      });
    },
  });
}
