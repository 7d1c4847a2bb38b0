import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BidStatus, MyBidListItem, Page } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { myBidsKey } from './keys.ts';

/** The filters of the "Tekliflerim" tab as the API takes them (MyBidsQuery). */
export interface MyBidsFilters {
  q: string;
  status: BidStatus | null;
  page: number;
  pageSize: number;
}

/** The CSV of the seller's bids (UTF-8 with BOM, ';'), with the same filters as the list. */
export const myBidsExportUrl = (filters: Pick<MyBidsFilters, 'q' | 'status'>) =>
  `/api/bids/mine/export${queryString({ q: filters.q, status: filters.status })}`;

export const fetchMyBids = (filters: MyBidsFilters) =>
  api<Page<MyBidListItem>>(`/bids/mine${queryString(filters)}`);

export const myBidsQueryOptions = (filters: MyBidsFilters) =>
  queryOptions({
    queryKey: [...myBidsKey, filters],
    queryFn: () => fetchMyBids(filters),
    placeholderData: keepPreviousData,
  });

export const useMyBids = (filters: MyBidsFilters) => useQuery(myBidsQueryOptions(filters));
