import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, inject, signIn, type TestApp } from '../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import { exchangeRate } from '../../db/schema/index.ts';
import { STAFF_ADMIN } from '../../test/staff-world.ts';
import { parseBulletin } from './queries/tcmb-bulletin.ts';

/** A bulletin shaped as the Central Bank publishes it (trimmed to what matters here). */
const bulletin = (date: string, usd: string, eur: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Tarih_Date Tarih="${date.split('/').reverse().join('.')}" Date="${date}" Bulten_No="2026/222">
  <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
    <Unit>1</Unit><Isim>ABD DOLARI</Isim><CurrencyName>US DOLLAR</CurrencyName>
    <ForexBuying>${usd}</ForexBuying><ForexSelling>99.9999</ForexSelling>
  </Currency>
  <Currency CrossOrder="9" Kod="EUR" CurrencyCode="EUR">
    <Unit>1</Unit><Isim>EURO</Isim><CurrencyName>EURO</CurrencyName>
    <ForexBuying>${eur}</ForexBuying><ForexSelling>99.9999</ForexSelling>
  </Currency>
  <Currency CrossOrder="2" Kod="JPY" CurrencyCode="JPY">
    <Unit>100</Unit><Isim>JAPON YENİ</Isim><ForexBuying>22.1</ForexBuying>
  </Currency>
</Tarih_Date>`;

// Friday 20 November 2026 has a bulletin; the weekend has none (404), as at the Central Bank.
const PUBLISHED: Record<string, string> = {
  '/kurlar/202611/20112026.xml': bulletin('11/20/2026', '34.5000', '36.0000'),
};

let source: Server;
let up = true;
const asked: string[] = [];
let t: TestApp;
let buyer: CompanyUser;
let seller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  source = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (!up) return void response.writeHead(503).end();
    const body = PUBLISHED[request.url ?? ''];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  const { port } = source.address() as AddressInfo;
  t = await createTestApp({
    admin: STAFF_ADMIN,
    exchangeRates: {
      urlTemplate: `http://127.0.0.1:${port}/kurlar/{yyyymm}/{ddmmyyyy}.xml`,
      timeoutMs: 2000,
    },
  });
  buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  sectorId = await anySectorId(t.app.db);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => source.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
  up = true;
});

/** An ad of the buyer whose deadline was Sunday 22 November, with bids in three currencies. */
async function adWithForeignBids(rule: 'any' | 'fixed', deadline = '2026-11-22T07:00:00Z') {
  const ad = await insertAd(t.app.db, {
    companyId: buyer.companyId,
    sectorId,
    bidCurrencyRule: rule,
    bidDeadline: new Date(deadline),
    items: [{ name: 'Rulman', quantity: '10', unit: 'adet' }],
  });
  const sellers = [seller, await signedInCompany(t.app, { seller: true })];
  const lira = await insertBid(t.app.db, {
    adId: ad.id,
    sellerCompanyId: sellers[0]!.companyId,
    unitPrices: ['100'],
  });
  const dollars = await insertBid(t.app.db, {
    adId: ad.id,
    sellerCompanyId: sellers[1]!.companyId,
    unitPrices: ['3'],
    currency: 'USD',
  });
  return { ad, lira: lira.id, dollars: dollars.id };
}

const comparison = async (adId: string) =>
  (
    await inject(t.app, { method: 'GET', url: `/api/ads/${adId}/bids`, cookie: buyer.cookie })
  ).json();

describe('the Central Bank bulletin', () => {
  it('reads ForexBuying per currency and the bulletin’s day', () => {
    expect(parseBulletin(bulletin('11/20/2026', '34.5000', '36.0000'))).toEqual({
      day: '2026-11-20',
      rates: { USD: '34.5000', EUR: '36.0000' },
    });
    expect(parseBulletin('<html>bakımdayız</html>')).toBeNull();
  });
});

describe('foreign-currency bids in the comparison', () => {
  it('are converted at the deadline day’s indicative rate (a Sunday takes Friday’s), once fetched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const { ad, lira, dollars } = await adWithForeignBids('any');
    asked.length = 0;
    const view = await comparison(ad.id);
    expect(view.conversion).toEqual({ currency: 'TRY', day: '2026-11-22', missing: [] });
    const byId = new Map(view.bids.map((b: { id: string }) => [b.id, b]));
    expect((byId.get(lira) as { converted: unknown }).converted).toBeNull();
    // 10 × 3 $ = 30 $ net, 36 $ with KDV; at 34,50 ₺ → 1.035,00 ₺ and 1.242,00 ₺
    expect((byId.get(dollars) as { converted: unknown }).converted).toEqual({
      currency: 'TRY',
      total: '1035.00',
      grossTotal: '1242.00',
      rate: '34.5',
      rateDay: '2026-11-20',
      source: 'tcmb',
    });
    expect(asked).toEqual([
      '/kurlar/202611/22112026.xml',
      '/kurlar/202611/21112026.xml',
      '/kurlar/202611/20112026.xml',
    ]);
    await comparison(ad.id);
    expect(asked).toHaveLength(3);
  });

  it('cross-converts through the lira for an ad in euros', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      currency: 'EUR',
      bidCurrencyRule: 'any',
      bidDeadline: new Date('2026-11-20T12:00:00Z'),
      items: [{ name: 'Rulman', quantity: '10', unit: 'adet' }],
    });
    const dollars = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['36'],
      currency: 'USD',
    });
    const view = await comparison(ad.id);
    // 360 $ × 34,5 / 36 = 345,00 €
    expect(view.bids.find((b: { id: string }) => b.id === dollars.id).converted).toMatchObject({
      currency: 'EUR',
      total: '345.00',
      rate: '0.958333',
    });
  });

  it('say which currency has no rate when the source is down, and use a rate staff entered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    up = false;
    const { ad, dollars } = await adWithForeignBids('any', '2026-11-26T07:00:00Z');
    const down = await comparison(ad.id);
    expect(down.conversion).toEqual({ currency: 'TRY', day: '2026-11-26', missing: ['USD'] });
    expect(down.bids.find((b: { id: string }) => b.id === dollars).converted).toBeNull();

    const admin = await signIn(t.app, STAFF_ADMIN.email, STAFF_ADMIN.password);
    const refused = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      cookie: admin.cookie,
      payload: { day: '2026-11-26', currency: 'USD', rate: '-1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('rate');
    const notStaff = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      cookie: buyer.cookie,
      payload: { day: '2026-11-26', currency: 'USD', rate: '34,75' },
    });
    expect(notStaff.statusCode).toBe(403);
    const entered = await inject(t.app, {
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      cookie: admin.cookie,
      payload: { day: '2026-11-26', currency: 'USD', rate: '34,75' },
    });
    expect(entered.statusCode).toBe(204);
    const manual = await comparison(ad.id);
    expect(manual.conversion.missing).toEqual([]);
    expect(manual.bids.find((b: { id: string }) => b.id === dollars).converted).toMatchObject({
      total: '1042.50',
      source: 'manual',
      rateDay: '2026-11-26',
    });
  });

  it('are not converted on an ad that takes its own currency only', async () => {
    const { ad } = await adWithForeignBids('fixed');
    const view = await comparison(ad.id);
    expect(view.conversion).toBeNull();
    expect(view.bids.every((b: { converted: unknown }) => b.converted === null)).toBe(true);
  });
});

describe('the rate an invoice gives', () => {
  const stored = (day: string, source: 'tcmb' | 'manual', rate: string) =>
    t.app.db.insert(exchangeRate).values({ day, currency: 'EUR', source, rate, publishedDay: day });

  it('is the newest stored within four days, the Central Bank’s before staff’s, never fetched', async () => {
    await stored('2027-03-01', 'tcmb', '38.100000');
    await stored('2027-03-03', 'manual', '38.300000');
    await stored('2027-03-03', 'tcmb', '38.250000');
    asked.length = 0;
    const rates = t.app.exchangeRates;
    expect(await rates.storedForInvoice(t.app.db, 'EUR', '2027-03-04')).toEqual({
      rate: '38.250000',
      day: '2027-03-03',
    });
    expect(await rates.storedForInvoice(t.app.db, 'EUR', '2027-03-02')).toEqual({
      rate: '38.100000',
      day: '2027-03-01',
    });
    expect(await rates.storedForInvoice(t.app.db, 'EUR', '2027-03-08')).toBeNull();
    expect(await rates.storedForInvoice(t.app.db, 'TRY', '2027-03-04')).toBeNull();
    expect(asked).toEqual([]);
  });
});
