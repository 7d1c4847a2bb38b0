import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import {
  ad,
  bid,
  company,
  notification,
  notificationMail,
  orderEvent,
  purchaseOrder,
  rating,
} from '../db/schema/index.ts';
import { istanbulDateOf, orderRoute } from '@teklifal/core';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
}, 240_000);
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ms = (value: Date | null | undefined) => value?.getTime() ?? Number.NaN;

describe('the demo data', () => {
  it('tells each awarded ad in order: published < bids < award < order steps < ratings', async () => {
    const awarded = await t.app.db.select().from(ad).where(isNotNull(ad.awardedAt));
    expect(awarded.length).toBeGreaterThan(5);
    const now = Date.now();
    for (const row of awarded) {
      const where = `ad "${row.title}"`;
      expect(ms(row.createdAt), where).toBeLessThan(ms(row.publishedAt));
      expect(ms(row.publishedAt), where).toBeLessThan(ms(row.questionsUntil));
      expect(ms(row.questionsUntil), where).toBeLessThan(ms(row.bidDeadline));
      const bids = await t.app.db.select().from(bid).where(eq(bid.adId, row.id));
      for (const placed of bids) {
        expect(ms(placed.submittedAt), where).toBeGreaterThan(ms(row.publishedAt));
        expect(ms(placed.submittedAt), where).toBeLessThan(ms(row.awardedAt));
      }
      const orders = await t.app.db
        .select()
        .from(purchaseOrder)
        .where(eq(purchaseOrder.adId, row.id));
      expect(orders.length, where).toBeGreaterThan(0);
      for (const order of orders) {
        expect(ms(order.createdAt), where).toBeGreaterThanOrEqual(ms(row.awardedAt));
        const events = await t.app.db
          .select()
          .from(orderEvent)
          .where(eq(orderEvent.orderId, order.id));
        const times = events.map((event) => ms(event.createdAt));
        expect(new Set(times).size, `${where}: one step at a time`).toBe(times.length);
        for (const time of times) expect(time, where).toBeGreaterThanOrEqual(ms(order.createdAt));
        const lastStep = Math.max(...times);
        expect(lastStep, where).toBeLessThan(now);
        const ratings = await t.app.db.select().from(rating).where(eq(rating.orderId, order.id));
        for (const given of ratings) expect(ms(given.createdAt), where).toBeGreaterThan(lastStep);
      }
    }
  });

  it('keeps the order steps in the order they were taken (the completion comes last)', async () => {
    const completed = await t.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.status, 'completed'));
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) {
      const events = await t.app.db
        .select()
        .from(orderEvent)
        .where(eq(orderEvent.orderId, order.id))
        .orderBy(orderEvent.createdAt);
      expect(events.map((event) => event.type)).toEqual([
        'created',
        'confirmed',
        'preparing',
        'shipped',
        'delivered',
        'completed',
      ]);
    }
  });

  it('dates the past purchases’ notifications in their stories, months ago, not at seeding', async () => {
    const pastBuyers = await t.app.db
      .select({ id: company.id })
      .from(company)
      .where(
        inArray(company.name, [
          'Trakya Un Sanayi A.Ş.',
          'Başkent Konserve Gıda A.Ş.',
          'Çukurova Tekstil Ltd. Şti.',
        ]),
      );
    expect(pastBuyers).toHaveLength(3);
    const orders = await t.app.db
      .select({ id: purchaseOrder.id })
      .from(purchaseOrder)
      .where(
        inArray(
          purchaseOrder.buyerCompanyId,
          pastBuyers.map((buyer) => buyer.id),
        ),
      );
    expect(orders.length).toBeGreaterThan(0);
    const routes = orders.map((order) => `/orders/${order.id}`);
    // The sellers' side of those orders (award, steps) and everything the past buyers were told.
    const told = [
      ...(await t.app.db.select().from(notification).where(inArray(notification.route, routes))),
      ...(await t.app.db
        .select()
        .from(notification)
        .where(
          inArray(
            notification.companyId,
            pastBuyers.map((buyer) => buyer.id),
          ),
        )),
    ];
    // Their approval as buyers is today's (the companies were made at seeding); the purchases are not.
    const ofPurchases = told.filter((entry) => /^\/(orders|ad-details)\//.test(entry.route ?? ''));
    expect(ofPurchases.length).toBeGreaterThan(10);
    const monthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    for (const entry of ofPurchases) {
      expect(ms(entry.createdAt), entry.message).toBeLessThan(monthAgo);
    }
  });

  it('dates every order’s notifications and mails in its story, not at seeding', async () => {
    const orders = await t.app.db.select().from(purchaseOrder);
    const weekAgo = Date.now() - 7 * DAY;
    const old = orders.filter((order) => ms(order.createdAt) < weekAgo);
    expect(old.length).toBeGreaterThan(5);
    const dayAgo = Date.now() - DAY;
    for (const order of old) {
      const routes = [orderRoute(order.id)];
      const told = [
        ...(await t.app.db.select().from(notification).where(inArray(notification.route, routes))),
        ...(await t.app.db
          .select()
          .from(notificationMail)
          .where(inArray(notificationMail.route, routes))),
      ];
      expect(told.length, order.orderNo).toBeGreaterThan(0);
      for (const entry of told) {
        expect(ms(entry.createdAt), `${order.orderNo}: ${entry.type}`).toBeLessThan(dayAgo);
        expect(ms(entry.createdAt), `${order.orderNo}: ${entry.type}`).toBeGreaterThanOrEqual(
          ms(order.createdAt),
        );
      }
    }
  });

  it('spreads the orders’ due dates, each after its order was placed', async () => {
    const orders = await t.app.db.select().from(purchaseOrder);
    const dueDays = new Set(orders.map((order) => order.deliveryDate));
    // Orders of one ad (a split award) share their ad's date; stories a few weeks apart do not
    // (two may happen to meet on one day, most do not).
    const ads = new Set(orders.map((order) => order.adId));
    expect(dueDays.size).toBeGreaterThan(ads.size * 0.75);
    for (const order of orders) {
      const placed = istanbulDateOf(order.createdAt);
      expect(order.deliveryDate > placed, `${order.orderNo} due ${order.deliveryDate}`).toBe(true);
      if (order.proposedDeliveryDate) {
        const proposed = order.proposedDeliveryDate;
        expect(proposed > order.deliveryDate, `${order.orderNo} proposes ${proposed}`).toBe(true);
      }
    }
  });
});
