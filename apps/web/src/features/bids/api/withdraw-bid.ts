import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyBidView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, invalidateProcurement } from './keys.ts';

export const withdrawBid = (adId: string) =>
  api<MyBidView>(`${adPath(adId)}/bids/mine/withdraw`, { method: 'POST' });

export function useWithdrawBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBid,
    onSettled: () => invalidateProcurement(queryClient),
  });
}
