import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '@teklifal/core';
import { company, rating } from '../../../db/schema/index.ts';
import {
  auditOf,
  getOrder,
  makeOrder,
  notificationsAbout,
  orderCommand,
  orderParties,
  useOrdersWorld,
} from '../test-helpers.ts';

const t = useOrdersWorld({ buyer: 'Karadeniz Un A.Ş.', seller: 'Öztürk Lojistik A.Ş.' });

const rate = (cookie: string, orderId: string, body: Record<string, unknown>) =>
  orderCommand(t.app, cookie, orderId, 'rating', body);

async function ratingOf(companyId: string) {
  const [row] = await t.app.db
    .select({ avg: company.ratingAvg, count: company.ratingCount })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}

const ratingsOf = (orderId: string) =>
  t.app.db.select().from(rating).where(eq(rating.orderId, orderId));

describe('POST /api/orders/:orderId/rating', () => {
  it('each side rates the other once after completion; averages update (5 and 4 → 4.50)', async () => {
    const first = await makeOrder(t.app, t.p, { status: 'completed' });
    const second = await makeOrder(t.app, t.p, { status: 'completed' });

    const byBuyer = await rate(t.p.buyer.cookie, first.id, {
      stars: 5,
      comment: 'Zamanında ve eksiksiz teslimat',
    });
    expect(byBuyer.statusCode).toBe(200);
    const view = byBuyer.json<OrderView>();
    expect(view.abilities.rate).toBe(false);
    expect(view.ratings.mine).toMatchObject({
      stars: 5,
      comment: 'Zamanında ve eksiksiz teslimat',
      raterCompanyName: 'Karadeniz Un A.Ş.',
    });
    expect(view.ratings.theirs).toBeNull();
    expect(await ratingOf(t.p.seller.companyId)).toEqual({ avg: '5.00', count: 1 });

    expect((await rate(t.p.buyer.cookie, second.id, { stars: '4' })).statusCode).toBe(200);
    expect(await ratingOf(t.p.seller.companyId)).toEqual({ avg: '4.50', count: 2 });

    // The seller rates the buyer; each side sees whose rating is whose.
    expect((await rate(t.p.seller.cookie, first.id, { stars: 3 })).statusCode).toBe(200);
    expect(await ratingOf(t.p.buyer.companyId)).toEqual({ avg: '3.00', count: 1 });
    expect(await ratingOf(t.p.seller.companyId)).toEqual({ avg: '4.50', count: 2 });
    const sellerView = (await getOrder(t.app, t.p.seller.cookie, first.id)).json<OrderView>();
    expect(sellerView.ratings.mine?.stars).toBe(3);
    expect(sellerView.ratings.theirs?.stars).toBe(5);
    expect(sellerView.abilities.rate).toBe(false);

    const [told] = await notificationsAbout(t.app, t.p.seller.companyId, first.id);
    expect(told).toMatchObject({
      type: 'ratingReceived',
      message: `${first.orderNo} numaralı sipariş için 5 yıldız aldınız`,
    });
    expect((await auditOf(t.app, first.id)).map((entry) => entry.action)).toEqual([
      'order.rated',
      'order.rated',
    ]);
  });

  it('rounds the average to two decimals (5, 5, 4 → 4.67)', async () => {
    // Fresh companies, so the seller's average starts from nothing.
    const parties = await orderParties(t.app);
    for (const stars of [5, 5, 4]) {
      const order = await makeOrder(t.app, parties, { status: 'completed' });
      expect((await rate(parties.buyer.cookie, order.id, { stars })).statusCode).toBe(200);
    }
    expect(await ratingOf(parties.seller.companyId)).toEqual({ avg: '4.67', count: 3 });
  });

  it('refuses a second rating by the same side (409), keeping the first', async () => {
    const order = await makeOrder(t.app, t.p, { status: 'completed' });
    expect((await rate(t.p.seller.cookie, order.id, { stars: 2 })).statusCode).toBe(200);
    const again = await rate(t.p.seller.cookie, order.id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await ratingsOf(order.id)).map((row) => row.stars)).toEqual([2]);
  });

  it('lets one of two simultaneous ratings by the same side count', async () => {
    const order = await makeOrder(t.app, t.p, { status: 'completed' });
    const before = await ratingOf(t.p.buyer.companyId);
    const responses = await Promise.all([
      rate(t.p.seller.cookie, order.id, { stars: 1 }),
      rate(t.p.seller.cookie, order.id, { stars: 1 }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ratingsOf(order.id)).toHaveLength(1);
    expect((await ratingOf(t.p.buyer.companyId))?.count).toBe((before?.count ?? 0) + 1);
  });

  it('stores who rated whom with the comment, tells only the rated company, and audits it', async () => {
    const order = await makeOrder(t.app, t.p, { status: 'completed' });
    const response = await rate(t.p.seller.cookie, order.id, {
      stars: 4,
      comment: 'Ödeme zamanında yapıldı',
    });
    expect(response.statusCode).toBe(200);
    expect(await ratingsOf(order.id)).toEqual([
      expect.objectContaining({
        raterCompanyId: t.p.seller.companyId,
        ratedCompanyId: t.p.buyer.companyId,
        stars: 4,
        comment: 'Ödeme zamanında yapıldı',
        createdBy: t.p.seller.userId,
      }),
    ]);
    expect(await notificationsAbout(t.app, t.p.buyer.companyId, order.id)).toEqual([
      expect.objectContaining({
        type: 'ratingReceived',
        params: { orderNo: order.orderNo, stars: 4 },
      }),
    ]);
    expect(await notificationsAbout(t.app, t.p.seller.companyId, order.id)).toHaveLength(0);
    expect(await auditOf(t.app, order.id)).toEqual([
      expect.objectContaining({
        action: 'order.rated',
        actorUserId: t.p.seller.userId,
        companyId: t.p.seller.companyId,
        data: { orderNo: order.orderNo, ratedCompanyId: t.p.buyer.companyId, stars: 4 },
      }),
    ]);
  });

  it('a refused rating tells no one and writes no audit line', async () => {
    const order = await makeOrder(t.app, t.p, { status: 'delivered' });
    expect((await rate(t.p.buyer.cookie, order.id, { stars: 5 })).statusCode).toBe(409);
    const done = await makeOrder(t.app, t.p, { status: 'completed' });
    expect((await rate(t.p.buyer.cookie, done.id, { stars: 5 })).statusCode).toBe(200);
    expect((await rate(t.p.buyer.cookie, done.id, { stars: 1 })).statusCode).toBe(409);
    for (const id of [order.id, done.id]) {
      const told = await notificationsAbout(t.app, t.p.seller.companyId, id);
      expect(told).toHaveLength(id === done.id ? 1 : 0);
      expect(await auditOf(t.app, id)).toHaveLength(id === done.id ? 1 : 0);
    }
  });

  it.each(['created', 'confirmed', 'shipped', 'delivered', 'declined', 'cancelled'] as const)(
    'refuses rating a %s order (409)',
    async (status) => {
      const order = await makeOrder(t.app, t.p, { status });
      const response = await rate(t.p.buyer.cookie, order.id, { stars: 5 });
      expect(response.statusCode).toBe(409);
      expect(await ratingsOf(order.id)).toHaveLength(0);
      const view = (await getOrder(t.app, t.p.buyer.cookie, order.id)).json<OrderView>();
      expect(view.abilities.rate).toBe(false);
    },
  );

  it.each([
    ['6 stars', { stars: 6 }],
    ['0 stars', { stars: 0 }],
    ['"abc" stars', { stars: 'abc' }],
    ['half a star', { stars: 4.5 }],
    ['no stars', { comment: 'Güzel' }],
    ['a comment that is too long', { stars: 4, comment: 'ç'.repeat(1001) }],
  ])('refuses %s with the field named, storing nothing', async (_, body) => {
    const order = await makeOrder(t.app, t.p, { status: 'completed' });
    const before = await ratingOf(t.p.seller.companyId);
    const response = await rate(t.p.buyer.cookie, order.id, body);
    expect(response.statusCode).toBe(400);
    const field = 'comment' in body && 'stars' in body ? 'comment' : 'stars';
    expect(response.json().errors[0].field).toBe(field);
    expect(await ratingsOf(order.id)).toHaveLength(0);
    expect(await ratingOf(t.p.seller.companyId)).toEqual(before);
  });
});
