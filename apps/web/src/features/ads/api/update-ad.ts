import type { AdDraftInput, AdView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useAdsMutation } from './ads-mutation.ts';

/**
 * PUT /api/ads/:adId: a draft stays a draft; with `publish` it is published with these
 * contents (complete, or refused and unchanged).
 */
export const updateAd = ({
  adId,
  input,
  publish = false,
}: {
  adId: string;
  input: AdDraftInput;
  publish?: boolean;
}) =>
  api<AdView>(`/ads/${encodeURIComponent(adId)}${publish ? '?publish=true' : ''}`, {
    method: 'PUT',
    body: input,
  });

export const useUpdateAd = () => useAdsMutation(updateAd);
