import { and, eq, sql } from 'drizzle-orm';
import { bidMachine, lineTotal } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';
import { loadAdItems, loadBidItems } from '../queries/bids.ts';
import { notifyBuyerOfBid, recordBidCommand } from '../effects.ts';
import { conflict } from '../errors.ts';
import {
  openAdAndBid,
  recordRevision,
  replaceBidLines,
  totalsOf,
  type BidCommandProps,
  type PricedLine,
} from '../bid-parts.ts';
import { snapshotOfAd } from '../ad-snapshot.ts';

/**
 * POST .../bids/mine/confirm: after an ad edit the seller confirms its prices still stand.
 * Allowed when every current line of the ad has a price (on an ad that takes partial bids: at
 * least one); totals follow the current quantities, so the confirmation is a new revision.
 */
export async function confirmBid(db: Database, props: BidCommandProps): Promise<void> {
  const { ctx, now } = props;
  await db.transaction(async (tx) => {
    const { ad, row } = await openAdAndBid(tx, props);
    if (!bidMachine.can(row.status, 'confirm')) {
      throw conflict('notAwaitingConfirmation');
    }
    const prices = new Map(
      ((await loadBidItems(tx, [row.id])).get(row.id) ?? []).map((line) => [line.adItemId, line]),
    );
    const adItems = await loadAdItems(tx, ad.id);
    const unpriced = adItems.filter((line) => !prices.has(line.id)).length;
    if (ad.partialBids ? unpriced === adItems.length : unpriced > 0) {
      throw conflict('confirmNeedsRevision');
    }
    const lines: PricedLine[] = adItems.flatMap((line) => {
      const priced = prices.get(line.id);
      if (!priced) return [];
      const { unitPrice, vatRate } = priced;
      return [
        { adItemId: line.id, unitPrice, vatRate, lineTotal: lineTotal(line.quantity, unitPrice) },
      ];
    });
    const [updated] = await tx
      .update(bid)
      .set({
        status: 'submitted',
        ...totalsOf(lines),
        adSnapshot: snapshotOfAd(ad, adItems),
        submittedAt: now,
        revision: sql`${bid.revision} + 1`,
      })
      .where(and(eq(bid.id, row.id), eq(bid.revision, row.revision), eq(bid.status, row.status)))
      .returning();
    if (!updated) throw conflict('revisionConflict');
    await replaceBidLines(tx, updated.id, lines);
    await recordRevision(tx, { row: updated, status: 'submitted', lines, userId: ctx.userId });
    await notifyBuyerOfBid(tx, ctx, ad, 'bidRevised');
    await recordBidCommand(tx, ctx, ad, updated, 'bid.confirmed');
  });
}
