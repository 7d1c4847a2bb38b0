import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { bidsApi } from './test-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let seller: CompanyUser;
let rival: CompanyUser;
const ids: Record<string, string> = {};

/** The seller's bids: one per status it can be seen in, on ads with Turkish titles. */
beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  rival = await signedInCompany(t.app, { seller: true });
  const sectorId = await anySectorId(t.app.db);
  const bidOn = async (
    key: string,
    title: string,
    props: Partial<Parameters<typeof insertBid>[1]> = {},
  ) => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId, title });
    const row = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['1234.5', '10'],
      ...props,
    });
    ids[key] = row.id;
    return ad;
  };
  await bidOn('submitted', 'IŞIK armatürü alımı');
  await bidOn('expired', 'Çelik profil alımı', { validUntil: dayFromNow(-3) });
  await bidOn('draft', 'Ofis sandalyesi', { status: 'draft' });
  await bidOn('withdrawn', '=HYPERLINK("kötü") ilan', { status: 'withdrawn', currency: 'USD' });
  const rivalsAd = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
  await insertBid(t.app.db, {
    adId: rivalsAd.id,
    sellerCompanyId: rival.companyId,
    unitPrices: ['1'],
  });
  // Latest change first: make the order of updates explicit.
  let minute = 0;
  for (const key of ['expired', 'draft', 'withdrawn', 'submitted']) {
    await t.app.db
      .update(bid)
      .set({ updatedAt: new Date(Date.now() - 60_000 * (10 - ++minute)) })
      .where(eq(bid.id, ids[key]!));
  }
});
afterAll(() => t.close());

describe('GET /api/bids/mine', () => {
  it('lists only the company’s bids, latest change first, with effective status and totals', async () => {
    const response = await api.myBids(seller);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([
      ids.submitted,
      ids.withdrawn,
      ids.draft,
      ids.expired,
    ]);
    expect(page.items[0]).toMatchObject({
      adTitle: 'IŞIK armatürü alımı',
      adCompanyId: buyer.companyId,
      adStatus: 'published',
      status: 'submitted',
      revision: 1,
      currency: 'TRY',
      total: '12395.00',
    });
    expect(page.items[3].status).toBe('expired');
    expect((await api.myBids(rival)).json().total).toBe(1);
  });

  it('filters by the status the seller sees, searches titles (Turkish-aware), pages', async () => {
    const statusOf = async (status: string) =>
      (await api.myBids(seller, `?status=${status}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await statusOf('expired')).toEqual([ids.expired]);
    expect(await statusOf('submitted')).toEqual([ids.submitted]);
    expect(await statusOf('draft')).toEqual([ids.draft]);
    expect(await statusOf('accepted')).toEqual([]);

    const search = async (q: string) =>
      (await api.myBids(seller, `?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await search('ışık')).toEqual([ids.submitted]);
    // Typed without the Turkish letters, as on a phone keyboard: still found (as in orders).
    expect(await search('isik')).toEqual([ids.submitted]);
    expect(await search('CELIK')).toEqual([ids.expired]);
    expect(await search('çelik')).toEqual([ids.expired]);
    expect(await search('100%')).toEqual([]);

    const second = (await api.myBids(seller, '?page=2&pageSize=3')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ids.expired]);

    const bad = await api.myBids(seller, '?status=kazandi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });
});

describe('GET /api/bids/mine/export', () => {
  it('is a CSV for Excel: BOM, ";" separators, decimal comma, Turkish header and status names', async () => {
    const response = await api.exportMyBids(seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('tekliflerim-');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'İlan;Durum;Revizyon;Para birimi;Toplam (KDV hariç);KDV;Toplam (KDV dahil);Geçerlilik tarihi;Son güncelleme',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^IŞIK armatürü alımı;Gönderildi;1;TRY;12395,00;2479,00;14874,00;\d{2}\.\d{2}\.\d{4};/,
    );
    expect(lines[2]).toContain('Geri çekildi;1;USD;');
    // A title that a spreadsheet would run as a formula is neutralised.
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""kötü""\) ilan"/);
    expect(lines[4]).toContain(';Süresi doldu;');
  });

  it('follows the filters and the reader’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bids/mine/export?status=expired',
      headers: { cookie: seller.cookie, 'accept-language': 'en' },
    });
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Ad;Status;Revision;Currency;Total (excl. VAT);VAT;Total (incl. VAT);Valid until;Last updated',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Çelik profil alımı;Expired;');
  });

  it('is for confirmed sellers only', async () => {
    expect((await api.exportMyBids(undefined)).statusCode).toBe(401);
    expect((await api.exportMyBids(buyer)).statusCode).toBe(403);
  });
});
