import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBidView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { adPath, bidKeys } from './keys.ts';

export const fetchMyBid = (adId: string) => api<MyBidView>(`${adPath(adId)}/bids/mine`);

export const myBidQueryOptions = (adId: string) =>
  queryOptions({ queryKey: bidKeys.mine(adId), queryFn: () => fetchMyBid(adId) });

export const useMyBid = (adId: string, enabled = true) =>
  useQuery({ ...myBidQueryOptions(adId), enabled });
