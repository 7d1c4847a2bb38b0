import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';

export const adKey = (adId: string) => ['ads', 'detail', adId] as const;

export const fetchAd = (adId: string) => api<AdView>(`/ads/${encodeURIComponent(adId)}`);

export const adQueryOptions = (adId: string) =>
  queryOptions({ queryKey: adKey(adId), queryFn: () => fetchAd(adId) });

export const useAd = (adId: string) => useQuery(adQueryOptions(adId));
