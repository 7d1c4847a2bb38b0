import { sql } from 'drizzle-orm';
import { istanbulDateOf, lineTotal, lineVat, vatTotals } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { orderEvent, orderItem, purchaseOrder } from '../schema.ts';
import { auditCompanyCommand } from '../../../lib/audit.ts';
import { queueWebhookEvent } from '../../integrations/webhooks/commands/queue-webhook-event.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';

/** SIP-<year>-<at least 6 digits>; the sequence never hands out a number twice. */
async function nextOrderNo(tx: Executor, now: Date): Promise<string> {
  const result = (await tx.execute(sql`select nextval('order_number_seq')::text as value`)) as {
    rows: { value: string }[];
  };
  const value = result.rows[0]?.value;
  if (!value) throw new Error('order_number_seq gave no value');
  return `SIP-${istanbulDateOf(now).slice(0, 4)}-${value.padStart(6, '0')}`;
}

export interface CreatedOrder {
  id: string;
  orderNo: string;
  /** Net, before KDV. */
  total: string;
  vatTotal: string;
}

type OrderInsert = typeof purchaseOrder.$inferInsert;
type OrderItemInsert = typeof orderItem.$inferInsert;

/** A line as the award agreed it: the ad's line at the winning bid's unit price and KDV rate. */
export type AgreedLine = Pick<
  OrderItemInsert,
  'name' | 'specification' | 'quantity' | 'unit' | 'unitPrice'
> & { adItemId: string; vatRate: NonNullable<OrderItemInsert['vatRate']> };

/** What the award agreed: who, the currency, the ad's delivery and the bid's terms, the lines. */
export type AgreedOrder = Pick<
  OrderInsert,
  | 'adId'
  | 'bidId'
  | 'buyerCompanyId'
  | 'sellerCompanyId'
  | 'currency'
  | 'deliveryCity'
  | 'deliveryAddress'
  | 'deliveryDate'
  | 'deliveryDays'
  | 'paymentTerms'
> & { lines: readonly AgreedLine[] };

/**
 * One order for what an award agreed (procurement builds it: bids/commands/agreed-order.ts): a
 * snapshot of each line with its net total and KDV rounded on the line, so later edits of the
 * ad or the bid never change what was agreed; its timeline starts with `created`.
 */
export async function createOrder(
  tx: Executor,
  props: { ctx: NamedCompanyContext; agreed: AgreedOrder; now: Date },
): Promise<CreatedOrder> {
  const { ctx, now } = props;
  const { lines, ...agreed } = props.agreed;
  const items = lines.map((line, position) => {
    const net = lineTotal(line.quantity, line.unitPrice);
    return { ...line, position, lineTotal: net, vatAmount: lineVat(net, line.vatRate) };
  });
  const totals = vatTotals(items.map((item) => ({ net: item.lineTotal, vatRate: item.vatRate })));
  const total = totals.net;
  const vatTotal = totals.vat;
  const [order] = await tx
    .insert(purchaseOrder)
    .values({
      ...agreed,
      orderNo: await nextOrderNo(tx, now),
      status: 'created',
      total,
      vatTotal,
      createdBy: ctx.userId,
    })
    .returning({ id: purchaseOrder.id, orderNo: purchaseOrder.orderNo });
  if (!order) throw new Error('order not created');
  await tx.insert(orderItem).values(items.map((item) => ({ orderId: order.id, ...item })));
  await tx.insert(orderEvent).values({
    orderId: order.id,
    type: 'created',
    actorUserId: ctx.userId,
    actorCompanyId: ctx.companyId,
  });
  await auditCompanyCommand(tx, ctx, {
    action: 'order.created',
    entityType: 'order',
    entityId: order.id,
    data: {
      orderNo: order.orderNo,
      adId: agreed.adId,
      bidId: agreed.bidId,
      total,
      vatTotal,
      currency: agreed.currency,
    },
  });
  await queueWebhookEvent(tx, { type: 'order.created', orderId: order.id }, now);
  return { ...order, total, vatTotal };
}
