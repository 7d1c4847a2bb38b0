import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, adQueryKey } from './keys.ts';

export const fetchAd = (adId: string) => api<AdView>(adPath(adId));

export const adQueryOptions = (adId: string) =>
  queryOptions({ queryKey: adQueryKey(adId), queryFn: () => fetchAd(adId) });

export const useAd = (adId: string) => useQuery(adQueryOptions(adId));
