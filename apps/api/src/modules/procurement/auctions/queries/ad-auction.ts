import { and, eq, inArray, ne } from 'drizzle-orm';
import { auctionPhase, type AuctionSummary } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { auction, auctionParticipant } from '../../schema.ts';

/*
 * An ad's live reverse auction as the other modules see it (bids: the comparison, a seller's
 * bid, the award). The auctions module writes these tables; this only reads them.
 */

export type AuctionRow = typeof auction.$inferSelect;

export const auctionSummaryOf = (row: AuctionRow, now: Date): AuctionSummary => ({
  id: row.id,
  phase: auctionPhase(row, now),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * The auctions that count of several ads (the buyer's ad list), by ad id: each ad's one not
 * cancelled (at most one, by a unique index).
 */
export async function findLiveAuctionsOfAds(db: Executor, adIds: readonly string[]) {
  if (adIds.length === 0) return new Map<string, AuctionRow>();
  const rows = await db
    .select()
    .from(auction)
    .where(and(inArray(auction.adId, [...adIds]), ne(auction.status, 'cancelled')));
  return new Map(rows.map((row) => [row.adId, row]));
}

/** The ad's auction that counts (see findLiveAuctionsOfAds), or null. */
export async function findLiveAuctionOfAd(db: Executor, adId: string) {
  return (await findLiveAuctionsOfAds(db, [adId])).get(adId) ?? null;
}

/**
 * The auctions that count which several of a seller company's bids take part in (its bid list),
 * by bid id; found through the company's participations (indexed), which are few.
 */
export async function findAuctionsOfBids(
  db: Executor,
  sellerCompanyId: string,
  bidIds: readonly string[],
) {
  if (bidIds.length === 0) return new Map<string, AuctionRow>();
  const rows = await db
    .select({ bidId: auctionParticipant.bidId, auction })
    .from(auctionParticipant)
    .innerJoin(auction, eq(auction.id, auctionParticipant.auctionId))
    .where(
      and(
        eq(auctionParticipant.sellerCompanyId, sellerCompanyId),
        inArray(auctionParticipant.bidId, [...bidIds]),
        ne(auction.status, 'cancelled'),
      ),
    );
  return new Map(rows.map((row) => [row.bidId, row.auction]));
}

/** The same for a seller: only when its bid takes part. */
export async function findAuctionOfBid(db: Executor, adId: string, bidId: string) {
  const [row] = await db
    .select({ auction })
    .from(auction)
    .innerJoin(
      auctionParticipant,
      and(eq(auctionParticipant.auctionId, auction.id), eq(auctionParticipant.bidId, bidId)),
    )
    .where(and(eq(auction.adId, adId), ne(auction.status, 'cancelled')));
  return row?.auction ?? null;
}

/**
 * Whether the ad's prices are held by an auction: one is scheduled, running, or has ended
 * but its final prices are not written back yet (its status is still `scheduled`). The award
 * waits for it.
 */
export const holdsPrices = (row: AuctionRow | null) => row !== null && row.status === 'scheduled';
