import { eq } from 'drizzle-orm';
import {
  canAwardAd,
  isBidAcceptable,
  isBidReawardable,
  type AdStatus,
  type BidStatus,
  type OrderStatus,
} from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { orderItem, purchaseOrder } from '../../../orders/queries/tables.ts';

/** Which lines of an ad went to which bid, and which may be awarded again. */
export interface AwardState {
  /** Lines of each bid in orders the seller has not declined. */
  awardedByBid: Map<string, string[]>;
  /**
   * Lines of an awarded ad whose every order was declined (the award to the next bid,
   * docs/architecture.md “The domain in brief”).
   */
  reawardable: Set<string>;
}

export async function loadAwardState(
  db: Executor,
  ad: { id: string; status: AdStatus },
): Promise<AwardState> {
  const rows = await db
    .select({
      adItemId: orderItem.adItemId,
      bidId: purchaseOrder.bidId,
      status: purchaseOrder.status,
    })
    .from(orderItem)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, orderItem.orderId))
    .where(eq(purchaseOrder.adId, ad.id));
  const awardedByBid = new Map<string, string[]>();
  const statusesByLine = new Map<string, OrderStatus[]>();
  for (const row of rows) {
    if (!row.adItemId) continue;
    statusesByLine.set(row.adItemId, [...(statusesByLine.get(row.adItemId) ?? []), row.status]);
    if (row.status === 'declined') continue;
    awardedByBid.set(row.bidId, [...(awardedByBid.get(row.bidId) ?? []), row.adItemId]);
  }
  const reawardable = new Set(
    ad.status === 'awarded'
      ? [...statusesByLine]
          .filter(([, statuses]) => statuses.every((status) => status === 'declined'))
          .map(([line]) => line)
      : [],
  );
  return { awardedByBid, reawardable };
}

/** Whether the buyer may choose this bid now: in a first award, or for lines declined since. */
export function isBidChoosable(
  ad: { status: AdStatus; sealed: boolean; bidDeadline: Date },
  bid: { status: BidStatus; validUntil: string },
  state: AwardState,
  now: Date,
): boolean {
  if (canAwardAd(ad, now)) return isBidAcceptable(bid, now);
  return ad.status === 'awarded' && state.reawardable.size > 0 && isBidReawardable(bid, now);
}
