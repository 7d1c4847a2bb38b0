import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionSummary } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { auctionPath, invalidateAuctions } from './keys.ts';

/** POST /api/auctions/:auctionId/cancel: the buyer calls off an auction before it starts. */
export const cancelAuction = (auctionId: string) =>
  api<AuctionSummary>(`${auctionPath(auctionId)}/cancel`, { method: 'POST' });

export function useCancelAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAuction,
    onSettled: () => invalidateAuctions(queryClient),
  });
}
