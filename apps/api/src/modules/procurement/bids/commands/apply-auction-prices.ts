import { eq } from 'drizzle-orm';
import { lineTotal } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { bid, bidItem } from '../../schema.ts';
import { recordRevision, replaceBidLines, totalsOf, type PricedLine } from '../bid-parts.ts';

export interface AuctionFinalPrices {
  bidId: string;
  /** The final net unit price of each line the auction lowered, with the line's quantity. */
  lines: readonly { adItemId: string; unitPrice: string; quantity: string }[];
  /** Who placed the last auction bid (the revision's author). */
  userId: string | null;
}

/**
 * The end of a live auction: a bid's final auction prices become its prices, as a new
 * revision (the sealed prices stay in its history), so the comparison and the award use them.
 * Lines the auction did not price keep theirs; KDV rates and every other term stay.
 */
export async function applyAuctionPrices(tx: Executor, props: AuctionFinalPrices) {
  const [found] = await tx.select().from(bid).where(eq(bid.id, props.bidId)).for('update');
  if (!found) return null;
  const final = new Map(props.lines.map((line) => [line.adItemId, line]));
  const items = await tx.select().from(bidItem).where(eq(bidItem.bidId, found.id));
  const lines: PricedLine[] = items.map((item) => {
    const price = final.get(item.adItemId);
    const line = {
      adItemId: item.adItemId,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      vatRate: item.vatRate,
    };
    if (!price) return line;
    return {
      ...line,
      unitPrice: price.unitPrice,
      lineTotal: lineTotal(price.quantity, price.unitPrice),
    };
  });
  await replaceBidLines(tx, found.id, lines);
  const [updated] = await tx
    .update(bid)
    .set({ ...totalsOf(lines), revision: found.revision + 1 })
    .where(eq(bid.id, found.id))
    .returning();
  if (!updated) return null;
  await recordRevision(tx, { row: updated, status: updated.status, lines, userId: props.userId });
  return updated;
}
