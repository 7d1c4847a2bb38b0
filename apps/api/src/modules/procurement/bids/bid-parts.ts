import { eq } from 'drizzle-orm';
import {
  authorize,
  vatTotals,
  type AdViewerFacts,
  type BidStatus,
  type VatRate,
} from '@teklifal/core';
import { adFactsOf } from '../ads/queries/access.ts';
import type { Executor } from '../../../db/client.ts';
import { bidItem, bidRevision } from '../schema.ts';
import type { PublishedAdRow } from '../ads/queries/access.ts';
import { publishedAd } from '../ads/queries/published-ad.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { findCompanyBid, type BidRow } from './queries/bids.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';
import { lockAdForBidding } from '../ads/queries/bidding.ts';

/** A priced line as stored in bid_item and in a revision snapshot. */
export interface PricedLine {
  adItemId: string;
  unitPrice: string;
  /** Net: quantity × unit price. */
  lineTotal: string;
  vatRate: VatRate;
}

/**
 * The ad, share-locked, when the seller may still bid on it at `now` (the request's arrival):
 * core's bidRefusal again, under the lock, so an award, an edit or the deadline that came
 * between the route's check and this write is seen. A bid one millisecond late is late, whether
 * or not the timed close has run yet.
 */
export async function lockOpenAd(
  tx: Executor,
  props: { ctx: NamedCompanyContext; adId: string; viewer: AdViewerFacts; now: Date },
): Promise<PublishedAdRow> {
  const row = await lockAdForBidding(tx, props.adId);
  if (!row) throw new ProblemError('NOT_FOUND');
  const { viewer, now } = props;
  authorize(props.ctx.actor, 'ad.bid', { ad: adFactsOf(row), viewer, now });
  // Open for bids: published, so it has every term.
  return publishedAd(row);
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
  props: { row: BidRow; status: BidStatus; lines: readonly PricedLine[]; userId: string | null },
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
      vatTotal: row.vatTotal,
      deliveryDays: row.deliveryDays,
      validUntil: row.validUntil,
      paymentTerms: row.paymentTerms,
      note: row.note,
      items: props.lines.map((line) => ({ ...line })),
    },
  });
}

/** A bid's net total and KDV total from its priced lines (each line's KDV rounded first). */
export function totalsOf(lines: readonly PricedLine[]): { total: string; vatTotal: string } {
  const totals = vatTotals(lines.map((line) => ({ net: line.lineTotal, vatRate: line.vatRate })));
  return { total: totals.net, vatTotal: totals.vat };
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

export interface BidCommandProps {
  ctx: NamedCompanyContext;
  adId: string;
  /** The seller's relation to the ad, as the route found it. */
  viewer: AdViewerFacts;
  now: Date;
}

/** The open ad (share-locked) and the company's bid on it; 404 when there is no bid. */
export async function openAdAndBid(tx: Executor, props: BidCommandProps) {
  const ad = await lockOpenAd(tx, props);
  const row = await findCompanyBid(tx, ad.id, props.ctx.companyId);
  if (!row) throw new ProblemError('NOT_FOUND');
  return { ad, row };
}
