import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCommand, OrderView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { dashboardKey, ordersKeys } from './query-keys.ts';

export interface OrderCommandRequest {
  command: OrderCommand;
  /** The parsed body of `OrderCommandInputs[command]`. */
  body: Record<string, unknown>;
}

export const runOrderCommand = (orderId: string, { command, body }: OrderCommandRequest) =>
  api<OrderView>(`/orders/${encodeURIComponent(orderId)}/${command}`, { method: 'POST', body });

/** Moves an order one step (confirm, decline, ship...); the answer is the order as it is now. */
export function useOrderCommand(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderCommandRequest) => runOrderCommand(orderId, request),
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.detail(orderId), order),
    // A refusal (409: the other side moved first) also means the order on screen may be stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
