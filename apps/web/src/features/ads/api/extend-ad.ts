import type { AdView, ExtendDeadlineInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/** POST /api/ads/:adId/extend: a later bid deadline (reopens a closed ad). */
export const extendAd = ({ adId, input }: { adId: string; input: ExtendDeadlineInput }) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}/extend`, { method: 'POST', body: input });

export const useExtendAd = () => useAdsMutation(extendAd);
