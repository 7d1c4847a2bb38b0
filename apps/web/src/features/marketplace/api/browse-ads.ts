import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdBrowseSort, AdSearchItem, Currency, Page } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { browseAdsKey } from './keys.ts';

export type { AdBrowseSort };

/** The filters of /ads as the API takes them (BrowseAdsQuery). */
export interface BrowseAdsFilters {
  q: string;
  sectorId: string | null;
  city: string | null;
  currency: Currency | null;
  /** YYYY-MM-DD (Istanbul): ads whose deadline is on or before this day. */
  deadlineBefore: string | null;
  mySectors: boolean;
  sort: AdBrowseSort;
  page: number;
  pageSize: number;
}

export const fetchBrowseAds = (filters: BrowseAdsFilters) =>
  api<Page<AdSearchItem>>(`/ads${queryString(filters)}`);

export const browseAdsQueryOptions = (filters: BrowseAdsFilters) =>
  queryOptions({
    queryKey: [...browseAdsKey, filters],
    queryFn: () => fetchBrowseAds(filters),
    // Keep the last page on screen while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });

export const useBrowseAds = (filters: BrowseAdsFilters) => useQuery(browseAdsQueryOptions(filters));
