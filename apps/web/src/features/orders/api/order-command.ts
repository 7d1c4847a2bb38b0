import type { OrderCommand, OrderView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useOrderMutation } from './order-mutation.ts';

export interface OrderCommandRequest {
  command: OrderCommand;
  /** The parsed body of `OrderCommandInputs[command]`. */
  body: Record<string, unknown>;
}

export const runOrderCommand = (orderId: string, { command, body }: OrderCommandRequest) =>
  api<OrderView>(`/orders/${encodeURIComponent(orderId)}/${command}`, { method: 'POST', body });

/** Moves an order one step (confirm, decline, ship...); the answer is the order as it is now. */
export const useOrderCommand = (orderId: string) =>
  useOrderMutation(orderId, (request: OrderCommandRequest) => runOrderCommand(orderId, request));
