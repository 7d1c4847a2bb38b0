import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rating } from '../../../db/schema/index.ts';
import { makeOrder, orderParties, type OrderParties } from '../../../test/orders.ts';
import { useCompaniesWorld } from '../test-helpers.ts';
import { recomputeCompanyRating } from './recompute-company-rating.ts';

/** Called by orders' rate-order inside its transaction; here directly on the test database. */

const w = useCompaniesWorld();

let p: OrderParties;
beforeAll(async () => {
  p = await orderParties(w.app, { buyer: 'Trakya Un A.Ş.', seller: 'Marmara Nakliyat Ltd.' });
});

/** A rating row of a completed order, as rate-order writes it (before the recompute). */
async function rated(rater: 'buyer' | 'seller', stars: number) {
  const order = await makeOrder(w.app, p, { status: 'completed' });
  const [from, to] = rater === 'buyer' ? [p.buyer, p.seller] : [p.seller, p.buyer];
  await w.app.db.insert(rating).values({
    orderId: order.id,
    raterCompanyId: from.companyId,
    ratedCompanyId: to.companyId,
    stars,
    createdBy: from.userId,
  });
  return order;
}

const totals = async (companyId: string) => {
  const row = await w.stored(companyId);
  return { avg: row?.ratingAvg, count: row?.ratingCount };
};

describe('recomputeCompanyRating', () => {
  it('a company never rated keeps no average and a count of zero', async () => {
    await recomputeCompanyRating(w.app.db, p.outsider.companyId);
    expect(await totals(p.outsider.companyId)).toEqual({ avg: null, count: 0 });
  });

  it('averages every rating the company received, to two decimals', async () => {
    await rated('buyer', 5);
    await recomputeCompanyRating(w.app.db, p.seller.companyId);
    expect(await totals(p.seller.companyId)).toEqual({ avg: '5.00', count: 1 });
    await rated('buyer', 4);
    await rated('buyer', 4);
    await recomputeCompanyRating(w.app.db, p.seller.companyId);
    expect(await totals(p.seller.companyId)).toEqual({ avg: '4.33', count: 3 });
  });

  it('counts only ratings the company received, not those it gave', async () => {
    await rated('seller', 2);
    await recomputeCompanyRating(w.app.db, p.buyer.companyId);
    await recomputeCompanyRating(w.app.db, p.seller.companyId);
    expect(await totals(p.buyer.companyId)).toEqual({ avg: '2.00', count: 1 });
    expect(await totals(p.seller.companyId)).toEqual({ avg: '4.33', count: 3 });
    expect(await totals(p.outsider.companyId)).toEqual({ avg: null, count: 0 });
  });

  it('follows the rating table back to nothing when the ratings are gone', async () => {
    await w.app.db.delete(rating).where(eq(rating.ratedCompanyId, p.buyer.companyId));
    await recomputeCompanyRating(w.app.db, p.buyer.companyId);
    expect(await totals(p.buyer.companyId)).toEqual({ avg: null, count: 0 });
  });

  it('works inside the caller’s transaction, seeing its uncommitted rating', async () => {
    const order = await makeOrder(w.app, p, { status: 'completed' });
    await w.app.db.transaction(async (tx) => {
      await tx.insert(rating).values({
        orderId: order.id,
        raterCompanyId: p.seller.companyId,
        ratedCompanyId: p.buyer.companyId,
        stars: 3,
      });
      await recomputeCompanyRating(tx, p.buyer.companyId);
    });
    expect(await totals(p.buyer.companyId)).toEqual({ avg: '3.00', count: 1 });
  });
});
