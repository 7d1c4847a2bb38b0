import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@teklifal/core';
import { dashboardKey, invalidateKeys, ordersKey } from '../../../lib/query-keys.ts';
import { ordersKeys } from './keys.ts';

/**
 * A change to one order whose answer is the order as it is now: shown at once, then the lists
 * and the dashboard figures (which count orders) are read again. They are read again after a
 * refusal too (409: the other side moved first), since the order on screen may be stale.
 */
export function useOrderMutation<Variables>(
  orderId: string,
  mutationFn: (variables: Variables) => Promise<OrderView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.detail(orderId), order),
    onSettled: () => invalidateKeys(queryClient, [ordersKey, dashboardKey]),
  });
}
