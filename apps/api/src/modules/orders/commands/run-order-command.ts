import { and, eq } from 'drizzle-orm';
import { authorize, orderMachine, type OrderCommand } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { orderEvent, purchaseOrder } from '../schema.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';
import { findOrderOfActor, orderStateConflict } from '../queries/order-context.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { announceOrderStep } from '../effects.ts';
import type { AwardFlow } from '../award-flow.ts';

/** The body of any order command, after its schema (OrderCommandInputs[command]). */
export interface OrderCommandBody {
  note?: string | null;
  reason?: string;
  proposedDeliveryDate?: string | null;
  trackingInfo?: string | null;
}

/** What a command changes on the order besides its status, and what its timeline row says. */
function effectsOf(command: OrderCommand, body: OrderCommandBody) {
  const data: Record<string, string> = {};
  const changes: Partial<typeof purchaseOrder.$inferInsert> = {};
  if (command === 'decline') {
    changes.declineReason = body.reason ?? null;
    changes.proposedDeliveryDate = body.proposedDeliveryDate ?? null;
    if (body.reason) data.reason = body.reason;
    if (body.proposedDeliveryDate) data.proposedDeliveryDate = body.proposedDeliveryDate;
  } else if (command === 'cancel') {
    changes.cancelReason = body.reason ?? null;
    if (body.reason) data.reason = body.reason;
  } else if (command === 'ship' && body.trackingInfo) {
    changes.trackingInfo = body.trackingInfo;
    data.trackingInfo = body.trackingInfo;
  }
  return { changes, data, note: body.note ?? null };
}

/**
 * Moves an order one step (confirm, decline, prepare, ship, deliver, complete, cancel), in one
 * transaction with its timeline row, the other side's notification and the audit entry.
 * A command of the other side is 403; a command the state does not allow is 409. The update
 * only applies while the order is still in the state that was read, so of two concurrent
 * commands exactly one applies and the other gets 409.
 */
export async function runOrderCommand(
  db: Database,
  props: CompanyContext & { orderId: string; command: OrderCommand; body: OrderCommandBody },
  awardFlow: Pick<AwardFlow, 'orderDeclined'>,
): Promise<void> {
  const { command, body } = props;
  await db.transaction(async (tx) => {
    const { order, side } = await findOrderOfActor(tx, props.actor, props.orderId);
    authorize(props.actor, `order.${command}`, order);
    const next = orderMachine.next(order.status, command);
    if (!next) throw orderStateConflict(order.status);
    const { changes, data, note } = effectsOf(command, body);
    const updated = await tx
      .update(purchaseOrder)
      .set({ ...changes, status: next })
      .where(and(eq(purchaseOrder.id, order.id), eq(purchaseOrder.status, order.status)))
      .returning({ id: purchaseOrder.id });
    if (updated.length === 0) {
      throw new ProblemError('CONFLICT', { detailKey: 'orders.server.changedMeanwhile' });
    }

    if (next === 'declined') await awardFlow.orderDeclined(tx, order.bidId);
    await tx.insert(orderEvent).values({
      orderId: order.id,
      type: next,
      actorUserId: props.userId,
      actorCompanyId: props.companyId,
      note,
      data,
    });
    await announceOrderStep(tx, props, {
      order,
      otherCompanyId: side === 'buyer' ? order.sellerCompanyId : order.buyerCompanyId,
      to: next,
      data,
    });
  });
}
