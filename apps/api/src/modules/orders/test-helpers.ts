import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrderCommand } from '@teklifal/core';
import { auditLog, notification, orderEvent, purchaseOrder } from '../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { orderParties, type OrderParties } from '../../test/orders.ts';

export { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';

/** A valid body for each command, so only the rule under test can refuse it. */
export const VALID_BODIES: Record<OrderCommand, Record<string, unknown>> = {
  confirm: {},
  decline: { reason: 'Stok yetersiz, karşılayamıyoruz' },
  prepare: {},
  ship: { trackingInfo: 'MNG 998877' },
  deliver: {},
  complete: {},
  cancel: { reason: 'İhtiyaç ortadan kalktı' },
};

/**
 * A fresh app for one test file with a buyer, a seller and an outsider (`orderParties`). The
 * hooks are registered by `useOrdersWorld`; fields are ready inside the tests.
 */
export interface OrdersWorld {
  app: FastifyInstance;
  p: OrderParties;
}

export function useOrdersWorld(names: { buyer?: string; seller?: string } = {}): OrdersWorld {
  let testApp: TestApp;
  const w = {} as OrdersWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
    w.p = await orderParties(w.app, names);
  });
  afterAll(() => testApp.close());
  return w;
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
