import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdView } from '@teklifal/core';
import { api } from './api-client.ts';
import { adDetailKey } from './query-keys.ts';

/*
 * GET /api/ads/:adId, as its owner (ads), a seller (marketplace, bids) or both see it: one
 * cache entry, so editing, bidding and the details page agree on the ad.
 */
export const fetchAd = (adId: string) => api<AdView>(`/ads/${encodeURIComponent(adId)}`);

export const adQueryOptions = (adId: string) =>
  queryOptions({ queryKey: adDetailKey(adId), queryFn: () => fetchAd(adId) });

export const useAd = (adId: string) => useQuery(adQueryOptions(adId));
