import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidComparisonView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, bidKeys } from './keys.ts';

export const fetchBidComparison = (adId: string) => api<BidComparisonView>(`${adPath(adId)}/bids`);

export const bidComparisonQueryOptions = (adId: string) =>
  queryOptions({ queryKey: bidKeys.comparison(adId), queryFn: () => fetchBidComparison(adId) });

export const useBidComparison = (adId: string, enabled = true) =>
  useQuery({ ...bidComparisonQueryOptions(adId), enabled });
