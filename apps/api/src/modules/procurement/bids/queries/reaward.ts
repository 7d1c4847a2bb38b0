import { eq } from 'drizzle-orm';
import type { OrderSide } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import { loadAwardState } from './award-state.ts';
import type { OrderItemRow, OrderRow } from '../../../orders/queries/orders.ts';

/**
 * Whether the buyer may give a declined order's lines to another bid: one of its lines has no
 * order left that the seller did not decline (the ad page's re-award, bids/award-state).
 */
export async function mayReawardOrder(
  db: Executor,
  order: Pick<OrderRow, 'adId' | 'status'>,
  side: OrderSide,
  items: readonly Pick<OrderItemRow, 'adItemId'>[],
): Promise<boolean> {
  if (side !== 'buyer' || order.status !== 'declined') return false;
  const [row] = await db
    .select({ id: ad.id, status: ad.status })
    .from(ad)
    .where(eq(ad.id, order.adId));
  if (!row) return false;
  const state = await loadAwardState(db, row);
  return items.some((item) => item.adItemId !== null && state.reawardable.has(item.adItemId));
}
