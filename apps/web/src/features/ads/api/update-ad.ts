import type { AdInput, AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** PUT /api/ads/:adId */
export const updateAd = ({ adId, input }: { adId: string; input: AdInput }) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}`, { method: 'PUT', body: input });

export const useUpdateAd = () => useAdsMutation(updateAd);
