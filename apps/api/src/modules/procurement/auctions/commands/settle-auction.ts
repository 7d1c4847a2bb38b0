import { and, desc, eq, isNull, lte, min } from 'drizzle-orm';
import { isRoundClosed } from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { ad, auction, auctionBid } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { emitLiveEvent } from '../../../../lib/live-events.ts';
import { applyAuctionPrices } from '../../bids/commands/apply-auction-prices.ts';
import { loadAuctionState, type AuctionRow, type AuctionState } from '../queries/auction-rows.ts';
import { lineRanks, placeOf, totalRanks } from '../queries/ranking.ts';
import { tellAuctionEnded, tellAuctionStarted } from '../effects.ts';

/**
 * The final auction prices become the bids' prices (through the bids module: a new revision of
 * each bid whose price went down; the sealed one stays in its history), so the comparison and
 * the award use them. Not when the ad left its closed round meanwhile (cancelled, reopened).
 */
async function writeBackPrices(tx: Executor, row: AuctionRow, state: AuctionState) {
  const [adRow] = await tx
    .select({ status: ad.status, bidDeadline: ad.bidDeadline })
    .from(ad)
    .where(eq(ad.id, row.adId));
  if (!adRow || !isRoundClosed(adRow, row.endsAt)) return false;
  for (const participant of state.participants) {
    if (participant.reachedSeq === 0) continue;
    const [last] = await tx
      .select({ userId: auctionBid.userId })
      .from(auctionBid)
      .where(and(eq(auctionBid.auctionId, row.id), eq(auctionBid.bidId, participant.bidId)))
      .orderBy(desc(auctionBid.seq))
      .limit(1);
    await applyAuctionPrices(tx, {
      bidId: participant.bidId,
      lines: state.prices.filter(
        (price) => price.bidId === participant.bidId && price.reachedSeq > 0,
      ),
      userId: last?.userId ?? null,
    });
  }
  return true;
}

/** Ends one auction whose time is up: prices written back, everyone told, audited. */
async function settle(tx: Executor, row: AuctionRow) {
  const state = await loadAuctionState(tx, row.id);
  const pricesApplied = await writeBackPrices(tx, row, state);
  const [adRow] = await tx
    .select({ id: ad.id, title: ad.title, companyId: ad.companyId })
    .from(ad)
    .where(eq(ad.id, row.adId));
  const ranks = { total: totalRanks(state.participants), lines: lineRanks(state.prices) };
  await tellAuctionEnded(tx, row, {
    ad: adRow,
    places: state.participants.map((participant) => ({
      sellerCompanyId: participant.sellerCompanyId,
      rank: placeOf(row, participant.bidId, ranks),
    })),
  });
  await writeAudit(tx, {
    actorUserId: null,
    companyId: row.buyerCompanyId,
    action: 'auction.ended',
    entityType: 'auction',
    entityId: row.id,
    data: {
      endsAt: row.endsAt.toISOString(),
      bidCount: row.bidCount,
      pricesApplied,
      ranking: state.participants.map((p) => ({
        bidId: p.bidId,
        startTotal: p.startTotal,
        total: p.total,
        place: placeOf(row, p.bidId, ranks),
      })),
    },
  });
  await emitLiveEvent(tx, {
    companyIds: [row.buyerCompanyId, ...state.participants.map((p) => p.sellerCompanyId)],
    kind: 'auction',
    data: { auctionId: row.id, adId: row.adId },
  });
}

/**
 * Settles the auctions whose end has come (at the end exactly), in the caller's transaction:
 * one conditional UPDATE ... RETURNING under the auction's row lock, which bids take too, so a
 * bid either came before the end (and may have pushed it, so the auction is not due) or is
 * refused as late, and several instances running this at once settle each auction once.
 * `auctionId` settles just that one (a room read at the end, before the clock came round).
 */
export async function settleDue(tx: Executor, now: Date, auctionId?: string): Promise<string[]> {
  const due = await tx
    .update(auction)
    .set({ status: 'ended', endedAt: now })
    .where(
      and(
        eq(auction.status, 'scheduled'),
        lte(auction.endsAt, now),
        auctionId ? eq(auction.id, auctionId) : undefined,
      ),
    )
    .returning();
  for (const row of due) await settle(tx, row);
  return due.map((row) => row.id);
}

/** The timed job's run: every due auction, in a transaction of its own. */
export const settleDueAuctions = (db: Database, now: Date) =>
  db.transaction((tx) => settleDue(tx, now));

/** Tells participants an auction started, once (every instance may run it). */
export async function announceStartedAuctions(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const started = await tx
      .update(auction)
      .set({ startNotifiedAt: now })
      .where(
        and(
          eq(auction.status, 'scheduled'),
          isNull(auction.startNotifiedAt),
          lte(auction.startsAt, now),
        ),
      )
      .returning();
    for (const row of started) {
      await tellAuctionStarted(tx, row, await loadAuctionState(tx, row.id), now);
    }
    return started.map((row) => row.id);
  });
}

/** The next start to announce or end to settle, of any auction (the clock wakes then). */
export async function nextAuctionDue(db: Database): Promise<Date | null> {
  const [[end], [start]] = await Promise.all([
    db
      .select({ at: min(auction.endsAt) })
      .from(auction)
      .where(eq(auction.status, 'scheduled')),
    db
      .select({ at: min(auction.startsAt) })
      .from(auction)
      .where(and(eq(auction.status, 'scheduled'), isNull(auction.startNotifiedAt))),
  ]);
  const times = [end?.at, start?.at].filter((at): at is Date => at instanceof Date);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}
