import type { OrdersQuery } from '@teklifal/core';
import { ordersKey } from '../../../lib/query-keys.ts';

/** Every order query lives under `['orders']`, so a change to any order refreshes the lists. */
export const ordersKeys = {
  list: (query: OrdersQuery) => [...ordersKey, 'list', query] as const,
  detail: (orderId: string) => [...ordersKey, 'detail', orderId] as const,
};
