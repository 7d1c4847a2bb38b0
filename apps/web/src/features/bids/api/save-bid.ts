import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidInput, MyBidView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, invalidateProcurement } from './keys.ts';

/** Creates or revises the seller's one bid on the ad (a draft when `submit` is false). */
export const saveBid = ({ adId, input }: { adId: string; input: BidInput }) =>
  api<MyBidView>(`${adPath(adId)}/bids/mine`, { method: 'PUT', body: input });

export function useSaveBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBid,
    onSuccess: () => invalidateProcurement(queryClient),
  });
}
