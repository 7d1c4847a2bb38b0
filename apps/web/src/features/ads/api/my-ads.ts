import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdStatus, MY_AD_SORTS, MyAdListItem, Page } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adKeys } from './keys.ts';

export type MyAdSort = (typeof MY_AD_SORTS)[number];

export interface MyAdsFilters {
  status: AdStatus | null;
  q: string;
  sort: MyAdSort;
  page: number;
  pageSize: number;
}

/** The filters as the API's query string (also used by the CSV export link). */
export const myAdsQueryString = (filters: Partial<MyAdsFilters>) =>
  queryString({
    status: filters.status,
    q: filters.q,
    sort: filters.sort,
    page: filters.page,
    pageSize: filters.pageSize,
  });

/** GET /api/ads/mine */
export const fetchMyAds = (filters: MyAdsFilters) =>
  api<Page<MyAdListItem>>(`/ads/mine${myAdsQueryString(filters)}`);

export const myAdsQueryOptions = (filters: MyAdsFilters) =>
  queryOptions({
    queryKey: adKeys.mine(filters),
    queryFn: () => fetchMyAds(filters),
    placeholderData: keepPreviousData,
  });

export const useMyAds = (filters: MyAdsFilters) => useQuery(myAdsQueryOptions(filters));

/** GET /api/ads/mine/export: the same list as CSV (Excel-friendly), every page. */
export const myAdsExportUrl = (filters: Pick<MyAdsFilters, 'status' | 'q' | 'sort'>) =>
  `/api/ads/mine/export${myAdsQueryString(filters)}`;
