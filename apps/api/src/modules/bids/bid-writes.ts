import { eq } from 'drizzle-orm';
import { isOpenForBids, type BidStatus } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { ad, bidItem, bidRevision } from '../../db/schema/index.ts';
import type { AdRow } from '../../lib/ad-access.ts';
import { ProblemError } from '../../lib/problem.ts';
import type { BidRow } from './bid-queries.ts';
import { conflict } from './bid-notices.ts';

/** A priced line as stored in bid_item and in a revision snapshot. */
export interface PricedLine {
  adItemId: string;
  unitPrice: string;
  lineTotal: string;
}

/**
 * The ad row, share-locked for the rest of the transaction: an award or an ad edit (which
 * update the row) waits for this bid change to finish, and this change sees their result.
 */
export async function lockAdForBidding(tx: Executor, adId: string): Promise<AdRow | null> {
  const [row] = await tx.select().from(ad).where(eq(ad.id, adId)).for('share');
  return row ?? null;
}

/**
 * The ad, share-locked, when it still takes bids at `now` (the request's arrival): a bid one
 * millisecond after the deadline is late, whether or not the timed close has run yet.
 */
export async function lockOpenAd(tx: Executor, adId: string, now: Date): Promise<AdRow> {
  const row = await lockAdForBidding(tx, adId);
  if (!row) throw new ProblemError('NOT_FOUND');
  if (!isOpenForBids(row, now)) {
    const late = row.status === 'published' || row.status === 'closed';
    throw conflict(late ? 'deadlinePassed' : 'adNotOpen');
  }
  return row;
}

/** Replaces the bid's priced lines: every line's price is saved, not only the first. */
export async function replaceBidLines(tx: Executor, bidId: string, lines: readonly PricedLine[]) {
  await tx.delete(bidItem).where(eq(bidItem.bidId, bidId));
  if (lines.length > 0) {
    await tx.insert(bidItem).values(lines.map((line) => ({ bidId, ...line })));
  }
}

/** The revision history keeps what the bid looked like after every saved change. */
export async function recordRevision(
  tx: Executor,
  props: { row: BidRow; status: BidStatus; lines: readonly PricedLine[]; userId: string },
) {
  const { row } = props;
  await tx.insert(bidRevision).values({
    bidId: row.id,
    revision: row.revision,
    status: props.status,
    createdBy: props.userId,
    snapshot: {
      currency: row.currency,
      total: row.total,
      deliveryDays: row.deliveryDays,
      validUntil: row.validUntil,
      paymentTerms: row.paymentTerms,
      note: row.note,
      items: props.lines.map((line) => ({ ...line })),
    },
  });
}

/** PostgreSQL's unique_violation, also when the driver wraps it (drizzle's query error). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
