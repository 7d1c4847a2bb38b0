import type { AdView, ReasonInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads/:adId/cancel: bidders are told the reason; orders already made stay. */
export const cancelAd = ({ adId, input }: { adId: string; input: ReasonInput }) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}/cancel`, { method: 'POST', body: input });

export const useCancelAd = () => useAdsMutation(cancelAd);
