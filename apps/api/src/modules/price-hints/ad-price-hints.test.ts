import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad } from '../../db/schema/index.ts';
import { inject, createTestApp, type TestApp } from '../../test/helper.ts';
import { insertAd, type CompanyUser } from '../../test/procurement.ts';
import { AD_HINTS_PER_MINUTE } from './routes.ts';
import { daysBefore, hintWorld, insertPastAwards, NOW, type HintWorld } from './test-helpers.ts';

let t: TestApp;
let w: HintWorld;
let adId: string;
let itemIds: string[];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
  w = await hintWorld(t.app);
  const { a, b, c, d, e } = w.buyers;
  await insertPastAwards(
    t.app,
    { seller: w.seller, sectorId: w.sectors.sector, name: 'A4 fotokopi kağıdı 80 g', unit: 'koli' },
    [
      [a, '600'],
      [b, '610'],
      [c, '620'],
      [d, '630'],
      [e, '640'],
    ],
  );
  // The same line priced in another currency is no guide to this ad's lira prices.
  await insertPastAwards(
    t.app,
    {
      seller: w.seller,
      sectorId: w.sectors.sector,
      name: 'Tükenmez kalem mavi',
      unit: 'paket',
      currency: 'EUR',
      at: daysBefore(30),
    },
    [
      [a, '3'],
      [b, '3.10'],
      [c, '3.20'],
      [d, '3.30'],
      [e, '3.40'],
    ],
  );
  const ad = await insertAd(t.app.db, {
    companyId: w.asker.companyId,
    sectorId: w.sectors.sector,
    status: 'closed',
    items: [
      { name: 'A4 fotokopi kâğıdı 80 gr', quantity: '40', unit: 'koli' },
      { name: 'Tükenmez kalem mavi', quantity: '20', unit: 'paket' },
      { name: 'a4 FOTOKOPİ kâğıdı 80 gr', quantity: '10', unit: 'koli' },
    ],
  });
  adId = ad.id;
  itemIds = ad.itemIds;
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const askAd = (who: CompanyUser, id = adId) =>
  inject(t.app, { method: 'GET', url: `/api/ads/${id}/price-hints`, cookie: who.cookie });

describe('GET /api/ads/:adId/price-hints', () => {
  it('answers every line of the buyer’s own ad, in the ad’s currency, null where thin', async () => {
    const response = await askAd(w.asker);
    expect(response.statusCode, response.body).toBe(200);
    const paper = {
      low: '600.00',
      high: '800.00',
      awards: 5,
      currency: 'TRY',
      unit: 'koli',
      scope: 'sector',
    };
    expect(response.json()).toEqual({
      adId,
      lines: [
        { adItemId: itemIds[0], hint: paper },
        { adItemId: itemIds[1], hint: null },
        { adItemId: itemIds[2], hint: paper },
      ],
    });
  });

  it('a draft without a sector yet: every line without a hint', async () => {
    const draft = await insertAd(t.app.db, {
      companyId: w.asker.companyId,
      sectorId: w.sectors.sector,
      status: 'draft',
      items: [{ name: 'A4 fotokopi kâğıdı 80 gr', quantity: '40', unit: 'koli' }],
    });
    await t.app.db.update(ad).set({ sectorId: null }).where(eq(ad.id, draft.id));
    const response = await askAd(w.asker, draft.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines).toEqual([{ adItemId: draft.itemIds[0], hint: null }]);
  });

  it('another company’s ad does not exist for the asker; a seller may not ask', async () => {
    const other = await askAd(w.buyers.d);
    expect(other.statusCode).toBe(404);
    const seller = await askAd(w.sellerOnly);
    expect(seller.statusCode).toBe(403);
    expect(seller.json().code).toBe('BUYER_NOT_CONFIRMED');
  });

  it('limits how often one company asks', async () => {
    const ad = await insertAd(t.app.db, {
      companyId: w.buyers.e.companyId,
      sectorId: w.sectors.sector,
      items: [{ name: 'Koli bandı 45 mm', quantity: '10', unit: 'rulo' }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < AD_HINTS_PER_MINUTE; i++) {
      statuses.push((await askAd(w.buyers.e, ad.id)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await askAd(w.buyers.e, ad.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
