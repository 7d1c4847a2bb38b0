import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { publishedLine } from '../../ads/queries/published-ad.ts';
import { adItem, auction, auctionBid, auctionParticipant, auctionPrice } from '../../schema.ts';

export type { AuctionRow } from './ad-auction.ts';
export type ParticipantRow = typeof auctionParticipant.$inferSelect;
export type PriceRow = typeof auctionPrice.$inferSelect;
export type AuctionBidRow = typeof auctionBid.$inferSelect;

/** Everything a room or a decision needs, read in one go (participants and lines in order). */
export async function loadAuctionState(
  db: Executor,
  auctionId: string,
  options: { lines?: boolean } = {},
) {
  // One after another: inside a bid's transaction they share one connection.
  const participants = await db
    .select()
    .from(auctionParticipant)
    .where(eq(auctionParticipant.auctionId, auctionId))
    .orderBy(asc(auctionParticipant.submittedOrder));
  const prices = await db.select().from(auctionPrice).where(eq(auctionPrice.auctionId, auctionId));
  // A bid's decision needs no line names: one query fewer while the auction is locked.
  const lines = options.lines === false ? [] : await loadAuctionLines(db, auctionId);
  return { participants, prices, lines };
}
export type AuctionState = Awaited<ReturnType<typeof loadAuctionState>>;

/** The ad's lines the auction prices, in the ad's order. */
async function loadAuctionLines(db: Executor, auctionId: string) {
  const [row] = await db
    .select({ adId: auction.adId })
    .from(auction)
    .where(eq(auction.id, auctionId));
  if (!row) return [];
  const lines = await db
    .select({
      id: adItem.id,
      name: adItem.name,
      quantity: adItem.quantity,
      unit: adItem.unit,
      position: adItem.position,
    })
    .from(adItem)
    .where(eq(adItem.adId, row.adId))
    .orderBy(asc(adItem.position));
  // An auction follows a closed round: its ad was published, so every line has its quantity.
  return lines.map(publishedLine);
}

export const loadAuctionBids = (db: Executor, auctionId: string, bidIds?: readonly string[]) =>
  db
    .select()
    .from(auctionBid)
    .where(
      bidIds
        ? and(eq(auctionBid.auctionId, auctionId), inArray(auctionBid.bidId, [...bidIds]))
        : eq(auctionBid.auctionId, auctionId),
    )
    .orderBy(asc(auctionBid.seq));
