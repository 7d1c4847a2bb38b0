import { orderRoute, type OrderStatus } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { auditCompanyCommand } from '../../lib/audit.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { notifyCompany } from '../notifications/commands/notify.ts';
import type { OrderRow } from './queries/order-context.ts';
import { queueWebhookEvent } from '../integrations/webhooks/commands/queue-webhook-event.ts';

type Actor = Pick<CompanyContext, 'userId' | 'companyId' | 'ip'>;

/** The acting company's other screens refresh the order (the other company's follow its notice). */
const refreshOrder = (tx: Executor, actor: Actor, order: OrderRow) =>
  emitLiveEvent(tx, { companyIds: [actor.companyId], kind: 'order', data: { orderId: order.id } });

/** The order moved a step: the other company is told, and the step is audited. */
export async function announceOrderStep(
  tx: Executor,
  actor: Actor,
  step: { order: OrderRow; otherCompanyId: string; to: OrderStatus; data: Record<string, string> },
) {
  const { order, to } = step;
  await notifyCompany(tx, {
    companyId: step.otherCompanyId,
    type: 'orderStatusChanged',
    params: { orderNo: order.orderNo, status: `procurement.orderStatus.${to}` },
    route: orderRoute(order.id),
  });
  await refreshOrder(tx, actor, order);
  const previousStatus = order.status;
  await queueWebhookEvent(tx, { type: 'order.status_changed', orderId: order.id, previousStatus });
  await auditCompanyCommand(tx, actor, {
    action: `order.${to}`,
    entityType: 'order',
    entityId: order.id,
    data: { orderNo: order.orderNo, from: order.status, to, ...step.data },
  });
}

/** A company rated the other side of a completed order: the rated company is told. */
export async function announceRating(
  tx: Executor,
  actor: Actor,
  rated: { order: OrderRow; ratedCompanyId: string; stars: number },
) {
  const { order } = rated;
  await notifyCompany(tx, {
    companyId: rated.ratedCompanyId,
    type: 'ratingReceived',
    params: { orderNo: order.orderNo, stars: rated.stars },
    route: orderRoute(order.id),
  });
  await refreshOrder(tx, actor, order);
  await auditCompanyCommand(tx, actor, {
    action: 'order.rated',
    entityType: 'order',
    entityId: order.id,
    data: { orderNo: order.orderNo, ratedCompanyId: rated.ratedCompanyId, stars: rated.stars },
  });
}
