import type { OrderSide } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import type { OrderItemRow, OrderRow } from './queries/orders.ts';

/**
 * What the orders module asks of the award its orders came from. The award (procurement)
 * creates orders through this module's commands; these two answers go the other way, so the app
 * gives them to the module (app.ts) rather than the module importing procurement.
 */
export interface AwardFlow {
  /**
   * The order was declined (in its transaction): its bid is declined once no order of it stands.
   */
  orderDeclined(tx: Executor, bidId: string): Promise<void>;
  /**
   * Whether the buyer may give a declined order's lines to another bid (the ad page's re-award).
   */
  mayReaward(
    db: Executor,
    order: Pick<OrderRow, 'adId' | 'status'>,
    side: OrderSide,
    items: readonly Pick<OrderItemRow, 'adItemId'>[],
  ): Promise<boolean>;
}
