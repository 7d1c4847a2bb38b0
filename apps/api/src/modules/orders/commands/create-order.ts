import { sql } from 'drizzle-orm';
import { istanbulDateOf, lineTotal, lineVat, vatTotals } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { orderEvent, orderItem, purchaseOrder } from '../../../db/schema/index.ts';
import type { AdRow } from '../../ads/queries/access.ts';
import { auditCompanyCommand } from '../../../lib/audit.ts';
import type { AdItemRow, BidItemRow, BidRow } from '../../bids/queries/bids.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';
import { publishedAd } from '../../../db/published-ad.ts';

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

/**
 * One order for the lines of an ad awarded to one bid: a snapshot of each line (name,
 * specification, quantity, unit, the bid's unit price and KDV rate, the line's net total and
 * KDV rounded on the line) so later edits of the
 * ad or the bid never change what was agreed; delivery place and date from the ad, delivery
 * days and payment terms from the bid; its timeline starts with `created`.
 */
export async function createOrderForBid(
  tx: Executor,
  props: {
    ctx: NamedCompanyContext;
    ad: AdRow;
    bid: BidRow;
    lines: readonly AdItemRow[];
    prices: ReadonlyMap<string, BidItemRow>;
    now: Date;
  },
): Promise<CreatedOrder> {
  const { ctx, bid, now } = props;
  // An ad is awarded only once published: it has its delivery terms.
  const ad = publishedAd(props.ad);
  const items = props.lines.map((line, position) => {
    const priced = props.prices.get(line.id);
    if (!priced) throw new Error(`bid ${bid.id} has no price for line ${line.id}`);
    const { unitPrice, vatRate } = priced;
    const net = lineTotal(line.quantity, unitPrice);
    return {
      adItemId: line.id,
      position,
      name: line.name,
      specification: line.specification,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice,
      lineTotal: net,
      vatRate,
      vatAmount: lineVat(net, vatRate),
    };
  });
  const totals = vatTotals(items.map((item) => ({ net: item.lineTotal, vatRate: item.vatRate })));
  const total = totals.net;
  const vatTotal = totals.vat;
  const [order] = await tx
    .insert(purchaseOrder)
    .values({
      orderNo: await nextOrderNo(tx, now),
      adId: ad.id,
      bidId: bid.id,
      buyerCompanyId: ad.companyId,
      sellerCompanyId: bid.sellerCompanyId,
      status: 'created',
      currency: bid.currency,
      total,
      vatTotal,
      deliveryCity: ad.deliveryCity,
      deliveryAddress: ad.deliveryAddress,
      deliveryDate: ad.deliveryDate,
      deliveryDays: bid.deliveryDays,
      paymentTerms: bid.paymentTerms,
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
      adId: ad.id,
      bidId: bid.id,
      total,
      vatTotal,
      currency: bid.currency,
    },
  });
  return { ...order, total, vatTotal };
}
