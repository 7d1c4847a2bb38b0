import { eq } from 'drizzle-orm';
import { amountOverflow, type AdDraft } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { bid, bidItem } from '../../schema.ts';
import { ProblemError, type FieldErrorSpec } from '../../../../lib/problem.ts';

/**
 * An edit reprices every bid on the ad (line total = new quantity × the bid's unit price), so a
 * new quantity must keep each of those line totals, and each bid's total, within the money
 * column, as save-bid keeps them when the seller prices. Refused as the quantity's fault
 * (400 on `items.N.quantity`) before anything is written. A bid's total is checked over the
 * lines it prices even when the edit adds lines it does not price yet (its total then waits
 * for the seller): the sum can only grow from there.
 */
export async function checkBidAmounts(
  tx: Executor,
  adId: string,
  items: AdDraft['items'],
): Promise<void> {
  const prices = await tx
    .select({ bidId: bidItem.bidId, adItemId: bidItem.adItemId, unitPrice: bidItem.unitPrice })
    .from(bidItem)
    .innerJoin(bid, eq(bid.id, bidItem.bidId))
    .where(eq(bid.adId, adId));
  if (prices.length === 0) return;
  // A line keeps its id (and its prices) at the first place the edit names it (see saveLines).
  const kept = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.id && !kept.has(item.id)) kept.set(item.id, index);
  });
  const problems = new Map<string, FieldErrorSpec>();
  const refuse = (field: string, messageKey: string, label: string) =>
    problems.set(field, { field, messageKey, params: { field: `fields.${label}` } });
  for (const bidId of new Set(prices.map((price) => price.bidId))) {
    const lines = prices
      .filter((price) => price.bidId === bidId)
      .flatMap(({ adItemId, unitPrice }) => {
        const index = kept.get(adItemId);
        const item = index === undefined ? undefined : items[index];
        // Only a published ad has bids, and all its lines have quantities.
        return item?.quantity
          ? [{ field: `items.${index}.quantity`, quantity: item.quantity, unitPrice }]
          : [];
      });
    const overflow = amountOverflow(lines);
    for (const index of overflow.lines) {
      refuse(lines[index]?.field ?? 'items', 'validation.quantityTooLargeForBids', 'quantity');
    }
    if (overflow.total) refuse('items', 'validation.totalTooLarge', 'items');
  }
  if (problems.size > 0) throw new ProblemError('VALIDATION', { fields: [...problems.values()] });
}
