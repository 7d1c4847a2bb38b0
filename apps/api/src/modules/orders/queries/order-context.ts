import { eq, sql, type Placeholder } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { orderSideOf, type Actor, type OrderSide } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { ad } from '../../procurement/queries/tables.ts';
import { chatMessage, chatReadState } from '../../chat/queries/tables.ts';
import { company } from '../../companies/queries/tables.ts';
import { orderItem, purchaseOrder } from '../schema.ts';
import { type CompanySummaryRow } from '../../companies/presenter.ts';
import { companySummaryColumnsOf } from '../../companies/queries/company-summaries.ts';
import { ProblemError } from '../../../lib/problem.ts';

/** Shared by the orders and chat modules: an order, its two companies and who may see it. */

export type OrderRow = typeof purchaseOrder.$inferSelect;

export const buyerCompany = alias(company, 'buyer_company');
export const sellerCompany = alias(company, 'seller_company');

/**
 * Messages of the other company in the order's chat that the viewer's company has not read:
 * newer than its read mark (or all of them when it never opened the chat).
 */
export const unreadMessagesOf = (viewerCompanyId: string | Placeholder) =>
  sql<number>`(select count(*) from ${chatMessage}
    where ${chatMessage.orderId} = ${purchaseOrder.id}
      and ${chatMessage.senderCompanyId} <> ${viewerCompanyId}
      and ${chatMessage.createdAt} > coalesce(
        (select ${chatReadState.lastReadAt} from ${chatReadState}
          where ${chatReadState.orderId} = ${purchaseOrder.id}
            and ${chatReadState.companyId} = ${viewerCompanyId}),
        '-infinity'::timestamptz))`.mapWith(Number);

/**
 * An order with what every list and page shows beside it: ad title, both companies, line
 * count, and the viewer's unread chat messages.
 */
export const orderWithContext = (viewerCompanyId: string | Placeholder) => ({
  order: purchaseOrder,
  adTitle: ad.title,
  buyer: companySummaryColumnsOf(buyerCompany),
  seller: companySummaryColumnsOf(sellerCompany),
  itemCount:
    sql<number>`(select count(*) from ${orderItem} where ${orderItem.orderId} = ${purchaseOrder.id})`.mapWith(
      Number,
    ),
  unreadMessages: unreadMessagesOf(viewerCompanyId),
});

export interface OrderListRow {
  order: OrderRow;
  adTitle: string;
  buyer: CompanySummaryRow;
  seller: CompanySummaryRow;
  itemCount: number;
  unreadMessages: number;
}

/** The joins every order query needs: the ad (title) and both companies (names, search). */
export function joinOrderContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(ad, eq(ad.id, purchaseOrder.adId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, purchaseOrder.buyerCompanyId))
    .innerJoin(sellerCompany, eq(sellerCompany.id, purchaseOrder.sellerCompanyId));
}

/** 409 for an order step the order's state does not allow, naming the state. */
export const orderStateConflict = (status: OrderRow['status']) =>
  new ProblemError('CONFLICT', {
    detailKey: 'orders.server.notAllowedInStatus',
    detailParams: { status: `procurement.orderStatus.${status}` },
  });

/** The order in the address, for its rules (`authorize(actor, 'order.…', order)`), or null. */
export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  return order ?? null;
}

/**
 * The order and the actor's side of it. Anyone but the two companies gets 404
 * (docs/architecture.md, “Errors”: a company never learns that another company's order exists).
 * `lock` holds the order's row until the caller's transaction ends, so writers that lock it take
 * turns (`no key update` leaves rows that merely refer to the order free to be inserted).
 */
export async function findOrderOfActor(
  db: Executor,
  actor: Actor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<{ order: OrderRow; side: OrderSide }> {
  const query = db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId)).$dynamic();
  const [order] = await (options.lock ? query.for('no key update') : query);
  const side = order ? orderSideOf(actor, order) : null;
  if (!order || !side) throw new ProblemError('NOT_FOUND');
  return { order, side };
}
