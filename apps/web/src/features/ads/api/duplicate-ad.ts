import type { AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads/:adId/duplicate: a new draft with the same content. */
export const duplicateAd = (adId: string) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}/duplicate`, { method: 'POST' });

export const useDuplicateAd = () => useAdsMutation(duplicateAd);
