import type { OrderView, RatingInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { useOrderMutation } from './order-mutation.ts';

export const rateOrder = (orderId: string, input: RatingInput) =>
  api<OrderView>(`/orders/${encodeURIComponent(orderId)}/rating`, { method: 'POST', body: input });

/** Rates the other company of a completed order, once. */
export const useRateOrder = (orderId: string) =>
  useOrderMutation(orderId, (input: RatingInput) => rateOrder(orderId, input));
