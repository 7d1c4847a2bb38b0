import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDateTime, type MyAdListItem, type Page } from '@teklifal/core';
import { ad, adQuestion } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  daysFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { call, fieldsOf } from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let otherBuyer: CompanyUser;
let seller: CompanyUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInCompany(t.app, { buyer: true });
  otherBuyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  const sectorId = await anySectorId(t.app.db);
  const base = { companyId: buyer.companyId, sectorId };
  ids.cable = (
    await insertAd(t.app.db, { ...base, title: 'Çelik halat', bidDeadline: daysFromNow(3) })
  ).id;
  ids.draft = (
    await insertAd(t.app.db, {
      ...base,
      title: 'Cam elyaf',
      status: 'draft',
      bidDeadline: daysFromNow(10),
    })
  ).id;
  ids.closed = (
    await insertAd(t.app.db, {
      ...base,
      title: '=HYPERLINK("x")',
      status: 'closed',
      bidDeadline: daysFromNow(-2),
    })
  ).id;
  ids.light = (
    await insertAd(t.app.db, { ...base, title: 'Işıklandırma; "LED"', bidDeadline: daysFromNow(6) })
  ).id;
  ids.foreign = (
    await insertAd(t.app.db, { companyId: otherBuyer.companyId, sectorId, title: 'Başkasının' })
  ).id;
  // Creation order: cable, draft, closed, light (newest last).
  for (const [index, key] of ['cable', 'draft', 'closed', 'light'].entries()) {
    await t.app.db
      .update(ad)
      .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
      .where(eq(ad.id, ids[key] ?? ''));
  }
  await insertBid(t.app.db, {
    adId: ids.cable ?? '',
    sellerCompanyId: seller.companyId,
    unitPrices: ['1'],
  });
  const other = await signedInCompany(t.app, { seller: true });
  await insertBid(t.app.db, {
    adId: ids.cable ?? '',
    sellerCompanyId: other.companyId,
    unitPrices: ['1'],
    status: 'draft',
  });
  await t.app.db.insert(adQuestion).values([
    { adId: ids.cable ?? '', askedByCompanyId: seller.companyId, body: 'Soru bir' },
    {
      adId: ids.cable ?? '',
      askedByCompanyId: seller.companyId,
      body: 'Soru iki',
      answer: 'Yanıt',
    },
  ]);
});
afterAll(() => t.close());

async function mine(query = '') {
  const response = await call(t.app, 'GET', `/api/ads/mine${query ? `?${query}` : ''}`, {
    cookie: buyer.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page<MyAdListItem>>();
}
const keys = (page: Page<MyAdListItem>) =>
  page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

describe('GET /api/ads/mine', () => {
  it('lists only the company’s ads, newest first, with counts and abilities', async () => {
    const page = await mine();
    expect(keys(page)).toEqual(['light', 'closed', 'draft', 'cable']);
    expect(page.total).toBe(4);
    const cable = page.items.find((item) => item.id === ids.cable);
    expect(cable).toMatchObject({
      bidCount: 1,
      unansweredQuestionCount: 1,
      isOwn: true,
      status: 'published',
    });
    expect(cable?.abilities).toMatchObject({
      edit: true,
      close: true,
      publish: false,
      cancel: true,
    });
    const draft = page.items.find((item) => item.id === ids.draft);
    expect(draft?.abilities).toMatchObject({
      edit: true,
      publish: true,
      close: false,
      viewBids: false,
    });
    const closed = page.items.find((item) => item.id === ids.closed);
    expect(closed?.abilities).toMatchObject({ edit: false, extend: true, award: true });
  });

  it('filters by status and search (Turkish case), sorts and pages', async () => {
    expect(keys(await mine('status=draft'))).toEqual(['draft']);
    expect(keys(await mine(`q=${encodeURIComponent('IŞIK')}`))).toEqual(['light']);
    expect(keys(await mine(`q=${encodeURIComponent('ÇELİK')}`))).toEqual(['cable']);
    // Without the Turkish letters too.
    expect(keys(await mine('q=isiklandirma'))).toEqual(['light']);
    expect(keys(await mine('sort=bidDeadline'))).toEqual(['closed', 'cable', 'light', 'draft']);
    expect(keys(await mine('sort=-bidDeadline'))).toEqual(['draft', 'light', 'cable', 'closed']);
    // Turkish order: "=" first, then c < ç < ı (dotless) … as a Turkish reader expects.
    expect(keys(await mine('sort=title'))).toEqual(['closed', 'draft', 'cable', 'light']);
    const second = await mine('pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(keys(second)).toEqual(['cable']);
  });

  it('refuses sellers (403), bad filters (400) and anonymous users (401)', async () => {
    const asSeller = await call(t.app, 'GET', '/api/ads/mine', { cookie: seller.cookie });
    expect(asSeller.json().code).toBe('BUYER_NOT_CONFIRMED');
    const bad = await call(t.app, 'GET', '/api/ads/mine?status=lost', { cookie: buyer.cookie });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['status']);
    expect((await call(t.app, 'GET', '/api/ads/mine')).statusCode).toBe(401);
  });
});

describe('GET /api/ads/mine/export', () => {
  it('is Excel-friendly CSV: BOM, ";", CRLF, Turkish header and values', async () => {
    const response = await call(t.app, 'GET', '/api/ads/mine/export?sort=bidDeadline', {
      cookie: buyer.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?ilanlarim-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'No;Başlık;Durum;Sektör;Son teklif tarihi;Teslimat ili;Para birimi;Teklif sayısı;Oluşturulma tarihi',
    );
    expect(lines).toHaveLength(6);
    const [cableRow] = await t.app.db
      .select()
      .from(ad)
      .where(eq(ad.id, ids.cable ?? ''));
    const cells = lines[2]?.split(';');
    expect(cells?.slice(0, 3)).toEqual(['2', 'Çelik halat', 'Yayında']);
    expect(cells?.[4]).toBe(formatDateTime(cableRow?.bidDeadline, 'tr'));
    expect(cells?.slice(5, 8)).toEqual(['Ankara', 'TRY', '1']);
    // A title that a spreadsheet would run is neutralised; ';' and quotes are quoted.
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[3]).toContain('"Işıklandırma; ""LED"""');
    expect(body).not.toContain('Başkasının');
  });

  it('speaks English when asked, and applies the list’s filters', async () => {
    const response = await call(t.app, 'GET', '/api/ads/mine/export?status=draft', {
      cookie: buyer.cookie,
      locale: 'en',
    });
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'No;Title;Status;Sector;Bid deadline;Delivery province;Currency;Bids;Created',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';Cam elyaf;Draft;');
    expect(response.headers['content-disposition']).toMatch(/filename="?my-ads-/);
    expect(
      (await call(t.app, 'GET', '/api/ads/mine/export', { cookie: seller.cookie })).statusCode,
    ).toBe(403);
  });
});
