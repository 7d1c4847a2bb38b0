import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads/:adId/publish: the sellers who may see it are notified. */
export const publishAd = (adId: string) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}/publish`, { method: 'POST' });

export const usePublishAd = () => useAdsMutation(publishAd);
