import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties } from '../../test/orders.ts';
import { insertAd, signedInCompany } from '../../test/procurement.ts';

let t: TestApp;
let fresh: TestApp;
beforeAll(async () => {
  [t, fresh] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), fresh.close()]));

describe('GET /api/site/figures', () => {
  it('counts open ads, approved companies and completed orders, for anyone; a count below five is null', async () => {
    const parties = await orderParties(t.app); // three approved companies
    await signedInCompany(t.app); // not approved: not counted
    const open = { companyId: parties.buyer.companyId, sectorId: parties.sectorId };
    for (let n = 0; n < 6; n++) await insertAd(t.app.db, open);
    await insertAd(t.app.db, { ...open, bidDeadline: new Date(Date.now() - 60_000) });
    await insertAd(t.app.db, { ...open, status: 'draft' });
    for (let n = 0; n < 5; n++) await makeOrder(t.app, parties, { status: 'completed' });
    await makeOrder(t.app, parties, { status: 'shipped' });

    const response = await inject(t.app, { method: 'GET', url: '/api/site/figures' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ openAds: 6, approvedCompanies: null, completedOrders: 5 });
    expect(response.headers['cache-control']).toContain('max-age=60');
  });

  it('has no figure worth showing on a fresh install (not "0 · 0 · 0")', async () => {
    const response = await inject(fresh.app, { method: 'GET', url: '/api/site/figures' });
    expect(response.json()).toEqual({
      openAds: null,
      approvedCompanies: null,
      completedOrders: null,
    });
  });
});
