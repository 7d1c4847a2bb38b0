import { eq } from 'drizzle-orm';
import { bidAmountsVisibleToBuyer, ownsCompanyRecord, type Actor } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { ad, bid, bidAttachment } from '../../schema.ts';

/**
 * A bid's file is read by the bidder and by the owner of the bid's ad once its amounts are open
 * to the buyer: at once, or at the deadline of a sealed ad (sealed means sealed for files too).
 */
export async function canReadBidAttachment(
  db: Executor,
  actor: Actor,
  fileId: string,
): Promise<boolean> {
  if (!actor.company) return false;
  const bids = await db
    .select({ sellerCompanyId: bid.sellerCompanyId, ad })
    .from(bidAttachment)
    .innerJoin(bid, eq(bid.id, bidAttachment.bidId))
    .innerJoin(ad, eq(ad.id, bid.adId))
    .where(eq(bidAttachment.fileId, fileId));
  const now = new Date();
  return bids.some(
    (found) =>
      ownsCompanyRecord(actor, found.sellerCompanyId) ||
      (ownsCompanyRecord(actor, found.ad.companyId) && bidAmountsVisibleToBuyer(found.ad, now)),
  );
}
