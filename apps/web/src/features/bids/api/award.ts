import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardInput, AwardResult } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, invalidateProcurement } from './keys.ts';

/** Awards the whole ad or its lines; one order per awarded seller, in one transaction. */
export const awardAd = ({ adId, input }: { adId: string; input: AwardInput }) =>
  api<AwardResult>(`${adPath(adId)}/award`, { method: 'POST', body: input });

export function useAwardAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardAd,
    // A refused award (409: another award won, a bid expired) also means the grid is stale.
    onSettled: () => invalidateProcurement(queryClient),
  });
}
