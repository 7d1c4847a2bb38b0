import type { QueryClient } from '@tanstack/react-query';
import { auctionRoomKey, auctionsKey, bidsKey, invalidateKeys } from '../../../lib/query-keys.ts';

/** Query keys of the auctions feature (under `['auctions', ...]`; the room's is shared). */
export const auctionKeys = { room: auctionRoomKey };

export const auctionPath = (auctionId: string) => `/auctions/${encodeURIComponent(auctionId)}`;

/**
 * Starting, cancelling or bidding changes the room and the bids that show the auction (the
 * comparison's banner, the seller's panel), so each refreshes both.
 */
export const invalidateAuctions = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [auctionsKey, bidsKey]);
