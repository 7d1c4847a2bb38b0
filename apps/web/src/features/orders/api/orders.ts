import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListItem, OrdersExportQuery, OrdersQuery, Page } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { ordersKeys } from './keys.ts';

export const fetchOrders = (query: OrdersQuery) =>
  api<Page<OrderListItem>>(`/orders${queryString(query)}`);

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: () => fetchOrders(query),
    // Paging or filtering keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrdersQuery) => useQuery(ordersQueryOptions(query));

/** The CSV of the same list (Excel-friendly, served by the API as a download). */
export const ordersExportHref = (query: OrdersExportQuery) =>
  `/api/orders/export${queryString(query)}`;

/** The same list as an Excel workbook (numbers and dates as real cells, #31). */
export const ordersXlsxHref = (query: OrdersExportQuery) =>
  `/api/orders/export.xlsx${queryString(query)}`;
