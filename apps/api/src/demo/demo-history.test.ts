import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { ad, bid, orderEvent, purchaseOrder, rating } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
}, 240_000);
afterAll(() => t.close());

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
});
