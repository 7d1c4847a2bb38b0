import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OrderCommand, OrderStatus } from '@teklifal/core';
import { auditLog, notification, orderEvent, purchaseOrder } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  insertOrder,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';

/** A buyer, a seller and a company that has nothing to do with their orders. */
export interface OrderParties {
  buyer: CompanyUser;
  seller: CompanyUser;
  outsider: CompanyUser;
  sectorId: string;
}

export async function orderParties(
  app: FastifyInstance,
  names: { buyer?: string; seller?: string } = {},
): Promise<OrderParties> {
  const [buyer, seller, outsider, sectorId] = await Promise.all([
    signedInCompany(app, { buyer: true, name: names.buyer }),
    signedInCompany(app, { seller: true, name: names.seller }),
    signedInCompany(app, { buyer: true, seller: true }),
    anySectorId(app.db),
  ]);
  return { buyer, seller, outsider, sectorId };
}

/**
 * An awarded ad, the seller's accepted bid and its order, as the award leaves them. Unit
 * prices apply to the ad's default lines (10 koli and 5 paket).
 */
export async function makeOrder(
  app: FastifyInstance,
  parties: Pick<OrderParties, 'buyer' | 'seller' | 'sectorId'>,
  options: { status?: OrderStatus; title?: string; unitPrices?: string[] } = {},
): Promise<{ id: string; orderNo: string; adId: string; bidId: string }> {
  const ad = await insertAd(app.db, {
    companyId: parties.buyer.companyId,
    sectorId: parties.sectorId,
    status: 'awarded',
    title: options.title,
  });
  const bid = await insertBid(app.db, {
    adId: ad.id,
    sellerCompanyId: parties.seller.companyId,
    unitPrices: options.unitPrices ?? ['12.50', '3.75'],
    status: 'accepted',
  });
  const order = await insertOrder(app.db, {
    adId: ad.id,
    bidId: bid.id,
    buyerCompanyId: parties.buyer.companyId,
    sellerCompanyId: parties.seller.companyId,
    status: options.status,
  });
  return { ...order, adId: ad.id, bidId: bid.id };
}

export const orderCommand = (
  app: FastifyInstance,
  cookie: string | undefined,
  orderId: string,
  command: OrderCommand | 'rating',
  payload: Record<string, unknown> = {},
) => inject(app, { method: 'POST', url: `/api/orders/${orderId}/${command}`, cookie, payload });

export const getOrder = (app: FastifyInstance, cookie: string | undefined, orderId: string) =>
  inject(app, { method: 'GET', url: `/api/orders/${orderId}`, cookie });

export async function storedOrder(app: FastifyInstance, orderId: string) {
  const [row] = await app.db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

export const storedEvents = (app: FastifyInstance, orderId: string) =>
  app.db
    .select()
    .from(orderEvent)
    .where(eq(orderEvent.orderId, orderId))
    .orderBy(orderEvent.createdAt, orderEvent.id);

/** Notifications of a company about one order (by its route). */
export const notificationsAbout = (app: FastifyInstance, companyId: string, orderId: string) =>
  app.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, companyId), eq(notification.route, `/orders/${orderId}`)))
    .orderBy(notification.createdAt, notification.id);

export const auditOf = (app: FastifyInstance, orderId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(auditLog.createdAt, auditLog.id);
