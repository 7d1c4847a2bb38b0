import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView, RatingInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { dashboardKey, ordersKeys } from './query-keys.ts';

export const rateOrder = (orderId: string, input: RatingInput) =>
  api<OrderView>(`/orders/${encodeURIComponent(orderId)}/rating`, { method: 'POST', body: input });

/** Rates the other company of a completed order, once. */
export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => rateOrder(orderId, input),
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.detail(orderId), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
