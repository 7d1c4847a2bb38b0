import { and, asc, count, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderSide, OrderStatus } from '@teklifal/core';
import type { Database, Executor } from '../../../db/client.ts';
import { preparedRead } from '../../../db/prepared.ts';
import { ad } from '../../procurement/queries/tables.ts';
import { company } from '../../companies/queries/tables.ts';
import { orderEvent, orderItem, purchaseOrder, rating } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import {
  buyerCompany,
  joinOrderContext,
  orderWithContext,
  sellerCompany,
  type OrderListRow,
  type OrderRow,
} from './order-context.ts';
import { foldedContains } from '../../../lib/search.ts';

export type OrderItemRow = typeof orderItem.$inferSelect;
export type { OrderListRow, OrderRow };

const creator = alias(user, 'order_creator');

const selectOrders = (db: Executor, viewerCompanyId: string | Placeholder) =>
  joinOrderContext(db.select(orderWithContext(viewerCompanyId)).from(purchaseOrder).$dynamic());

export interface OrderFilters {
  side: OrderSide;
  companyId: string;
  q?: string | undefined;
  status?: OrderStatus | undefined;
}

/** The company's orders on one side; q over order no, ad title and the other company's name. */
function whereOf(
  filters: Omit<OrderFilters, 'companyId' | 'status'> & {
    companyId: string | Placeholder;
    status?: OrderStatus | Placeholder | undefined;
  },
): SQL | undefined {
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

/**
 * A list as it opens, on one side with or without a status filter, is prepared once (the order
 * join with its unread count took longer for drizzle to build than for PostgreSQL to run); a
 * search is built per request.
 */
function preparedOrderPage(side: OrderSide, byStatus: boolean) {
  const filters = () => ({
    side,
    companyId: sql.placeholder('companyId'),
    status: byStatus ? sql.placeholder('status') : undefined,
  });
  const suffix = `${side}${byStatus ? '_by_status' : ''}`;
  return {
    rows: preparedRead(`order_page_${suffix}`, (db, name) =>
      selectOrders(db, sql.placeholder('companyId'))
        .where(whereOf(filters()))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ),
    count: preparedRead(`order_count_${suffix}`, (db, name) =>
      db.select({ value: count() }).from(purchaseOrder).where(whereOf(filters())).prepare(name),
    ),
  };
}

const orderPages = {
  buyer: { all: preparedOrderPage('buyer', false), byStatus: preparedOrderPage('buyer', true) },
  seller: { all: preparedOrderPage('seller', false), byStatus: preparedOrderPage('seller', true) },
};

export async function listOrderRows(
  db: Database,
  filters: OrderFilters,
  paging: { page: number; pageSize: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const limit = paging.pageSize;
  const offset = (paging.page - 1) * paging.pageSize;
  if (!filters.q?.trim()) {
    const prepared = orderPages[filters.side][filters.status ? 'byStatus' : 'all'];
    const values = { companyId: filters.companyId, status: filters.status };
    const [rows, [counted]] = await Promise.all([
      prepared.rows(db).execute({ ...values, limit, offset }),
      prepared.count(db).execute(values),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }
  const where = whereOf(filters);
  // The joins are only needed to search the ad title and the other company's name.
  const [rows, [counted]] = await Promise.all([
    selectOrders(db, filters.companyId)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    joinOrderContext(db.select({ value: count() }).from(purchaseOrder).$dynamic()).where(where),
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
