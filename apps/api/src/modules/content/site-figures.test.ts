import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties } from '../../test/orders.ts';
import { insertAd, signedInCompany } from '../../test/procurement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site/figures', () => {
  it('counts open ads, approved companies and completed orders, for anyone', async () => {
    const parties = await orderParties(t.app); // three approved companies
    await signedInCompany(t.app); // not approved: not counted
    const open = { companyId: parties.buyer.companyId, sectorId: parties.sectorId };
    await insertAd(t.app.db, open);
    await insertAd(t.app.db, open);
    await insertAd(t.app.db, { ...open, bidDeadline: new Date(Date.now() - 60_000) });
    await insertAd(t.app.db, { ...open, status: 'draft' });
    await makeOrder(t.app, parties, { status: 'completed' });
    await makeOrder(t.app, parties, { status: 'shipped' });

    const response = await inject(t.app, { method: 'GET', url: '/api/site/figures' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ openAds: 2, approvedCompanies: 3, completedOrders: 1 });
    expect(response.headers['cache-control']).toContain('max-age=60');
  });
});
