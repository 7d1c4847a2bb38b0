import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../../test/orders.ts';
import { insertAd, insertBid } from '../../../test/procurement.ts';
import { createTestApiKey, injectWithKey } from './test-helpers.ts';

/** A key has its company's rights through the same core policies as its people: no more. */
let t: TestApp;
let parties: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  parties = await orderParties(t.app);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
/** Ids and times hold digits that are not amounts: left out before looking for one. */
const withoutIdsAndTimes = (body: string) =>
  body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, '<time>');

describe("another company's data", () => {
  it("answers 404 for another company's order and draft, and lists only its own", async () => {
    const { buyer, seller, outsider, sectorId } = parties;
    const order = await makeOrder(t.app, { buyer, seller, sectorId });
    const draft = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      status: 'draft',
    });
    const outsiders = await createTestApiKey(t.app, outsider);
    const get = (url: string) => injectWithKey(t.app, outsiders.secret, { url });
    expect((await get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/ads/${draft.id}`)).statusCode).toBe(404);
    const orders = await get('/api/orders?side=buyer');
    expect(orders.statusCode).toBe(200);
    expect(orders.body).not.toContain(order.id);
    // The buyer's own key sees it, as the buyer's people do.
    const buyers = await createTestApiKey(t.app, buyer, { scopes: ['orders:read'] });
    const own = await injectWithKey(t.app, buyers.secret, { url: `/api/orders/${order.id}` });
    expect(own.statusCode).toBe(200);
    const byCookie = await inject(t.app, { url: `/api/orders/${order.id}`, cookie: buyer.cookie });
    expect(own.json().id).toBe(byCookie.json().id);
  });

  it("cannot write in another company's order chat", async () => {
    const { buyer, seller, outsider, sectorId } = parties;
    const order = await makeOrder(t.app, { buyer, seller, sectorId });
    const outsiders = await createTestApiKey(t.app, outsider, { scopes: ['chat'] });
    const written = await injectWithKey(t.app, outsiders.secret, {
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      payload: { body: 'Merhaba', attachmentFileIds: [] },
    });
    expect(written.statusCode).toBe(404);
  });
});

describe('sealed bids', () => {
  it('a buyer’s key sees no amount of a sealed ad before its deadline, as its people do', async () => {
    const { buyer, seller, sectorId } = parties;
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      sealed: true,
      bidDeadline: new Date(Date.now() + HOUR),
    });
    await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['12.50', '3.75'],
    });
    const key = await createTestApiKey(t.app, buyer, { scopes: ['bids:read'] });
    const sealed = await injectWithKey(t.app, key.secret, { url: `/api/ads/${ad.id}/bids` });
    expect(sealed.statusCode).toBe(200);
    expect(sealed.json().bids[0]).toMatchObject({ amountsHidden: true, total: null });
    const text = withoutIdsAndTimes(sealed.body);
    expect(text).not.toContain('12.50');
    expect(text).not.toContain('143.75');
    const byCookie = await inject(t.app, { url: `/api/ads/${ad.id}/bids`, cookie: buyer.cookie });
    expect(sealed.json()).toEqual(byCookie.json());
  });

  it('shows the amounts once the deadline has passed (the check above can fail)', async () => {
    const { buyer, seller, sectorId } = parties;
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      sealed: true,
      status: 'closed',
      bidDeadline: new Date(Date.now() - HOUR),
    });
    await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['12.50', '3.75'],
    });
    const key = await createTestApiKey(t.app, buyer, { scopes: ['bids:read'] });
    const open = await injectWithKey(t.app, key.secret, { url: `/api/ads/${ad.id}/bids` });
    expect(open.statusCode).toBe(200);
    expect(open.json().bids[0]).toMatchObject({ amountsHidden: false });
    expect(withoutIdsAndTimes(open.body)).toContain('143.75');
  });

  it('a seller’s key never sees another seller’s bid', async () => {
    const { buyer, seller, outsider, sectorId } = parties;
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['12.50', '3.75'],
    });
    const key = await createTestApiKey(t.app, outsider, { scopes: ['bids:read'] });
    const comparison = await injectWithKey(t.app, key.secret, { url: `/api/ads/${ad.id}/bids` });
    expect(comparison.statusCode).toBe(404);
    const mine = await injectWithKey(t.app, key.secret, { url: `/api/ads/${ad.id}/bids/mine` });
    expect(withoutIdsAndTimes(mine.body)).not.toContain('143.75');
  });
});
