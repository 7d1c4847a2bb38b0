import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionView } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { clockOffset } from '../lib/auction-clock.ts';
import { auctionKeys, auctionPath } from './keys.ts';

/** The room as the server answered it, with how far its clock is ahead of the browser's. */
export interface AuctionRoom {
  view: AuctionView;
  /** Milliseconds to add to the browser's clock to read the server's. */
  offset: number;
}

/** GET /api/auctions/:auctionId, timed: the countdown runs on the server's clock. */
export async function fetchAuctionRoom(auctionId: string): Promise<AuctionRoom> {
  const sentAt = Date.now();
  const view = await api<AuctionView>(auctionPath(auctionId));
  return { view, offset: clockOffset(view.auction.serverNow, sentAt, Date.now()) };
}

export const auctionRoomQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: auctionKeys.room(auctionId),
    queryFn: () => fetchAuctionRoom(auctionId),
  });

/**
 * The room, read again when a live 'auction' event names it (see lib/live-events.ts); a slow
 * poll covers a dropped stream.
 */
export const useAuctionRoom = (auctionId: string) =>
  useQuery({ ...auctionRoomQueryOptions(auctionId), refetchInterval: 30_000 });
