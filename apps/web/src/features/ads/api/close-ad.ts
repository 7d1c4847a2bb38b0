import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads/:adId/close: stops accepting bids before the deadline. */
export const closeAd = (adId: string) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}/close`, { method: 'POST' });

export const useCloseAd = () => useAdsMutation(closeAd);
