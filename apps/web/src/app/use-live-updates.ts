import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents, keysToRefresh } from '../lib/live-events.ts';
import { invalidateKeys } from '../lib/query-keys.ts';
import { meQueryKey } from '../lib/session.ts';

/**
 * While a company member is signed in, the screens follow the company's live events: each event
 * marks what it concerns stale, and whatever of it is on screen is read again. A stream refused
 * for good (signed out elsewhere, banned, removed from the team) reads the session again, and
 * the route guards take the user where they now belong.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return connectLiveEvents(
      (event) => void invalidateKeys(queryClient, keysToRefresh(event)),
      () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
      () => {
        // What is on screen was read before the stream opened (on the server, for a page it
        // rendered): a message or bid that came in between has no event. Read it once again.
        const openedAt = Date.now();
        void queryClient.invalidateQueries({
          predicate: (query) =>
            query.state.status === 'success' && query.state.dataUpdatedAt < openedAt,
        });
      },
    );
  }, [enabled, queryClient]);
}
