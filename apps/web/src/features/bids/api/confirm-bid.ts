import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyBidView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, invalidateProcurement } from './keys.ts';

/** Keeps the bid as it is after the buyer changed the ad (needs_confirmation → submitted). */
export const confirmBid = (adId: string) =>
  api<MyBidView>(`${adPath(adId)}/bids/mine/confirm`, { method: 'POST' });

export function useConfirmBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBid,
    onSettled: () => invalidateProcurement(queryClient),
  });
}
