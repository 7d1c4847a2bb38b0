import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

export const fetchOrder = (orderId: string) =>
  api<OrderView>(`/orders/${encodeURIComponent(orderId)}`);

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ordersKeys.detail(orderId), queryFn: () => fetchOrder(orderId) });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
