import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionInput, AuctionSummary } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invalidateAuctions } from './keys.ts';

/** POST /api/ads/:adId/auction: the buyer schedules a reverse auction among chosen bids. */
export const startAuction = ({ adId, input }: { adId: string; input: AuctionInput }) =>
  api<AuctionSummary>(`/ads/${encodeURIComponent(adId)}/auction`, { method: 'POST', body: input });

export function useStartAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAuction,
    onSuccess: () => invalidateAuctions(queryClient),
  });
}
