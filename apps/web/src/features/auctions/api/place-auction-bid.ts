import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionBidInput, AuctionSellerView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { invalidateAuctions } from './keys.ts';

/** POST /api/auctions/:auctionId/bids: the seller's lower prices; the answer is its room. */
export const placeAuctionBid = ({
  auctionId,
  input,
}: {
  auctionId: string;
  input: AuctionBidInput;
}) =>
  api<AuctionSellerView>(`/auctions/${encodeURIComponent(auctionId)}/bids`, {
    method: 'POST',
    body: input,
  });

/** A refused bid (ended, too small a step, outrun) also means the room is stale: read again. */
export function usePlaceAuctionBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeAuctionBid,
    onSettled: () => invalidateAuctions(queryClient),
  });
}
