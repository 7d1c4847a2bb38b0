import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the bids feature (DESIGN: bids under `['bids', ...]`). */
export const bidKeys = {
  all: ['bids'] as const,
  mine: (adId: string) => ['bids', 'mine', adId] as const,
  comparison: (adId: string) => ['bids', 'comparison', adId] as const,
};

/** The ad as the bid page loads it; ads live under `['ads', ...]`. */
export const adQueryKey = (adId: string) => ['ads', 'detail', adId] as const;

/**
 * A bid or an award changes what ad lists, bid lists, orders and dashboard figures show, so
 * every mutation here refreshes all of them rather than guessing which screen is stale.
 */
export const invalidateProcurement = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['ads'] }),
    queryClient.invalidateQueries({ queryKey: bidKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);

export const adPath = (adId: string) => `/ads/${encodeURIComponent(adId)}`;
