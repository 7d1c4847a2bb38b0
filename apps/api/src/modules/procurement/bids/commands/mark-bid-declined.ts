import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { bidMachine } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';
import { purchaseOrder } from '../../../orders/queries/tables.ts';

/**
 * After a seller declined an order: its bid stops reading as accepted once none of its orders
 * stands (a bid that won two lines of a split award and declined one order is still accepted
 * for the other). A declined bid takes no re-award.
 */
export async function markBidDeclinedWhenNoOrderStands(tx: Executor, bidId: string) {
  const { from, to } = bidMachine.transitions.declineOrder;
  await tx
    .update(bid)
    .set({ status: to })
    .where(
      and(
        eq(bid.id, bidId),
        inArray(bid.status, [...from]),
        notExists(
          tx
            .select({ id: purchaseOrder.id })
            .from(purchaseOrder)
            .where(and(eq(purchaseOrder.bidId, bidId), ne(purchaseOrder.status, 'declined'))),
        ),
      ),
    );
}
