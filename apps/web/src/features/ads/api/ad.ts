import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adsKey } from './ads-key.ts';

export const adQueryKey = (adId: string) => [...adsKey, 'detail', adId] as const;

/** GET /api/ads/:adId */
export const fetchAd = (adId: string) => api<AdView>(`/ads/${encodeURIComponent(adId)}`);

export const adQueryOptions = (adId: string) =>
  queryOptions({ queryKey: adQueryKey(adId), queryFn: () => fetchAd(adId) });

export const useAd = (adId: string) => useQuery(adQueryOptions(adId));
