import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@teklifal/core';

export interface OrdersParams {
  status: OrderStatus | undefined;
  q: string;
  page: number;
}

const statusOf = (value: string | null): OrderStatus | undefined =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;

const pageOf = (value: string | null) => {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/**
 * The order list's filter, search and page live in the address, so a reload, a shared link or
 * coming back from an order shows the same list. A new filter or search starts at page 1.
 */
export function useOrdersParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<OrdersParams>(
    () => ({
      status: statusOf(search.get('status')),
      q: search.get('q') ?? '',
      page: pageOf(search.get('page')),
    }),
    [search],
  );

  const update = useCallback(
    (changes: { status?: OrderStatus | null; q?: string; page?: number }) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | null | undefined) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if ('status' in changes) set('status', changes.status);
          if ('q' in changes) set('q', changes.q);
          if (changes.page !== undefined)
            set('page', changes.page > 1 ? String(changes.page) : null);
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return [params, update] as const;
}
