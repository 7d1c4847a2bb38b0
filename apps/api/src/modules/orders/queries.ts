import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderSide, OrderStatus } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import {
  ad,
  company,
  orderEvent,
  orderItem,
  purchaseOrder,
  rating,
  user,
} from '../../db/schema/index.ts';
import {
  buyerCompany,
  joinOrderContext,
  orderWithContext,
  sellerCompany,
  type OrderListRow,
  type OrderRow,
} from '../../lib/order-context.ts';
import { foldedContains } from '../../lib/search.ts';

export type OrderItemRow = typeof orderItem.$inferSelect;
export type { OrderListRow, OrderRow };

const creator = alias(user, 'order_creator');

const selectOrders = (db: Executor, viewerCompanyId: string) =>
  joinOrderContext(db.select(orderWithContext(viewerCompanyId)).from(purchaseOrder).$dynamic());

export interface OrderFilters {
  side: OrderSide;
  companyId: string;
  q?: string | undefined;
  status?: OrderStatus | undefined;
}

/** The company's orders on one side; q over order no, ad title and the other company's name. */
function whereOf(filters: OrderFilters): SQL | undefined {
  const own =
    filters.side === 'buyer' ? purchaseOrder.buyerCompanyId : purchaseOrder.sellerCompanyId;
  const other = filters.side === 'buyer' ? sellerCompany.name : buyerCompany.name;
  const conditions: (SQL | undefined)[] = [eq(own, filters.companyId)];
  if (filters.status) conditions.push(eq(purchaseOrder.status, filters.status));
  const q = filters.q?.trim();
  if (q) {
    conditions.push(
      or(
        foldedContains(purchaseOrder.orderNo, q),
        foldedContains(ad.title, q),
        foldedContains(other, q),
      ),
    );
  }
  return and(...conditions);
}

const newestFirst = [desc(purchaseOrder.createdAt), desc(purchaseOrder.id)];

export async function listOrderRows(
  db: Executor,
  filters: OrderFilters,
  paging: { page: number; pageSize: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = whereOf(filters);
  // The joins are only needed to search the ad title and the other company's name.
  const counting = db.select({ value: count() }).from(purchaseOrder).$dynamic();
  const [rows, [counted]] = await Promise.all([
    selectOrders(db, filters.companyId)
      .where(where)
      .orderBy(...newestFirst)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    (filters.q?.trim() ? joinOrderContext(counting) : counting).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** Every match of the filters, newest first, up to `limit` rows (CSV export). */
export function exportOrderRows(
  db: Executor,
  filters: OrderFilters,
  limit: number,
): Promise<OrderListRow[]> {
  return selectOrders(db, filters.companyId)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * One order with its context (unread chat messages counted for the viewer's company) and the
 * name of the user who made it (the award).
 */
export async function findOrderRow(
  db: Executor,
  orderId: string,
  viewerCompanyId: string,
): Promise<(OrderListRow & { creatorName: string | null }) | null> {
  const [row] = await joinOrderContext(
    db
      .select({ ...orderWithContext(viewerCompanyId), creatorName: creator.name })
      .from(purchaseOrder)
      .$dynamic(),
  )
    .leftJoin(creator, eq(creator.id, purchaseOrder.createdBy))
    .where(eq(purchaseOrder.id, orderId));
  return row ?? null;
}

export function findOrderItems(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.position), asc(orderItem.id));
}

const actorCompany = alias(company, 'event_company');

/** The timeline, oldest first, with the names of who acted. */
export function findOrderEvents(db: Executor, orderId: string) {
  return db
    .select({ event: orderEvent, actorName: user.name, actorCompanyName: actorCompany.name })
    .from(orderEvent)
    .leftJoin(user, eq(user.id, orderEvent.actorUserId))
    .leftJoin(actorCompany, eq(actorCompany.id, orderEvent.actorCompanyId))
    .where(eq(orderEvent.orderId, orderId))
    .orderBy(asc(orderEvent.createdAt), asc(orderEvent.id));
}

export type OrderEventRow = Awaited<ReturnType<typeof findOrderEvents>>[number];

const raterCompany = alias(company, 'rater_company');

export function findOrderRatings(db: Executor, orderId: string) {
  return db
    .select({ rating, raterCompanyName: raterCompany.name })
    .from(rating)
    .innerJoin(raterCompany, eq(raterCompany.id, rating.raterCompanyId))
    .where(eq(rating.orderId, orderId));
}

export type OrderRatingRow = Awaited<ReturnType<typeof findOrderRatings>>[number];
