import type { QueryClient } from '@tanstack/react-query';
import {
  adsKey,
  bidsKey,
  dashboardKey,
  invalidateKeys,
  ordersKey,
} from '../../../lib/query-keys.ts';

/** Query keys of the bids feature (every key of the feature under `['bids', ...]`). */
export const bidKeys = {
  mine: (adId: string) => [...bidsKey, 'mine', adId] as const,
  comparison: (adId: string) => [...bidsKey, 'comparison', adId] as const,
};

/**
 * A bid or an award changes what ad lists, bid lists, orders and dashboard figures show, so
 * every mutation here refreshes all of them rather than guessing which screen is stale.
 */
export const invalidateProcurement = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [adsKey, bidsKey, ordersKey, dashboardKey]);

export const adPath = (adId: string) => `/ads/${encodeURIComponent(adId)}`;
