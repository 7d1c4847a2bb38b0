import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { ad, adItem, bid, bidItem } from '../../schema.ts';

/**
 * After the lines changed, every bid's line totals and total follow the new quantities (exact
 * numeric arithmetic in the database, half-up to cents like core's lineTotal), so no bid
 * shows an amount for a quantity the buyer no longer asks for.
 */
export async function recomputeBidTotals(tx: Executor, adId: string): Promise<void> {
  const bidIds = tx.select({ id: bid.id }).from(bid).where(eq(bid.adId, adId));
  await tx
    .update(bidItem)
    .set({ lineTotal: sql`round(${adItem.quantity} * ${bidItem.unitPrice}, 2)` })
    .from(adItem)
    .where(and(eq(adItem.id, bidItem.adItemId), inArray(bidItem.bidId, bidIds)));
  // As save-bid: a total only when every line of the ad is priced, or the ad takes partial
  // bids; a partial sum would otherwise read as the bid's price (an edit that adds a line
  // leaves every bid without a total until the seller prices it and confirms). KDV per line,
  // rounded on the line (core's lineVat), then summed.
  const totalApplies = sql`(
    (select ${ad.partialBids} from ${ad} where ${ad.id} = ${bid.adId})
    or (select count(*) from ${adItem} where ${adItem.adId} = ${bid.adId})
       = (select count(*) from ${bidItem} where ${bidItem.bidId} = ${bid.id}))`;
  await tx
    .update(bid)
    .set({
      total: sql`case when ${totalApplies}
        then (select sum(${bidItem.lineTotal}) from ${bidItem} where ${bidItem.bidId} = ${bid.id})
        end`,
      vatTotal: sql`case when ${totalApplies}
        then (select sum(round(${bidItem.lineTotal} * ${bidItem.vatRate} / 100.0, 2))
              from ${bidItem} where ${bidItem.bidId} = ${bid.id})
        end`,
    })
    .where(eq(bid.adId, adId));
}
