import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../../test/procurement.ts';
import { readWorkbook } from '../../../test/xlsx.ts';

let t: TestApp;
let buyer: CompanyUser;
let cheap: CompanyUser;
let dear: CompanyUser;
let otherBuyer: CompanyUser;
let openAd: InsertedAd;
let sealedAd: InsertedAd;
let draftAd: InsertedAd;

beforeAll(async () => {
  t = await createTestApp();
  const sectorId = await anySectorId(t.app.db);
  buyer = await signedInCompany(t.app, { buyer: true });
  cheap = await signedInCompany(t.app, { seller: true, name: 'Ucuz Kırtasiye A.Ş.' });
  dear = await signedInCompany(t.app, { seller: true, name: 'Pahalı Ofis Ltd.' });
  otherBuyer = await signedInCompany(t.app, { buyer: true, seller: true });
  openAd = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
  sealedAd = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId, sealed: true });
  draftAd = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId, status: 'draft' });
  await insertBid(t.app.db, {
    adId: openAd.id,
    sellerCompanyId: cheap.companyId,
    unitPrices: ['1234.5', '7.25'],
    validUntil: '2030-01-31',
    deliveryDays: 12,
  });
  await insertBid(t.app.db, {
    adId: openAd.id,
    sellerCompanyId: dear.companyId,
    unitPrices: ['1500', '6'],
  });
  await insertBid(t.app.db, {
    adId: sealedAd.id,
    sellerCompanyId: cheap.companyId,
    unitPrices: ['9'],
  });
});
afterAll(() => t.close());

const download = (user: CompanyUser | undefined, adId: string, headers = {}) =>
  inject(t.app, {
    method: 'GET',
    url: `/api/ads/${adId}/bids.xlsx`,
    cookie: user?.cookie,
    headers,
  });

describe('GET /api/ads/:adId/bids.xlsx (#31)', () => {
  it('gives one row per bid and line, numbers and dates as real cells', async () => {
    const response = await download(buyer, openAd.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?teklif-karsilastirmasi-\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    const book = await readWorkbook(response.rawPayload);
    expect(book.name).toBe('Teklif karşılaştırması');
    expect(book.rows[0]?.slice(0, 6)).toEqual([
      'Firma',
      'Teklif durumu',
      'Kalem',
      'Miktar',
      'Birim',
      'Birim fiyat (KDV hariç)',
    ]);
    expect(book.rows).toHaveLength(5);
    const [first, second, third] = book.rows.slice(1);
    // 10 koli × 1.234,50 ₺ at 20 % KDV; the lowest price of the line.
    expect(first?.slice(0, 12)).toEqual([
      'Ucuz Kırtasiye A.Ş.',
      'Gönderildi',
      'A4 fotokopi kağıdı',
      10,
      'koli',
      1234.5,
      20,
      12345,
      2469,
      14814,
      'TRY',
      'Evet',
    ]);
    expect(first?.[12]).toBe(12);
    expect(first?.[14]).toEqual(new Date('2030-01-31T00:00:00Z'));
    expect(first?.[15]).toBeInstanceOf(Date);
    // The second line is cheapest at the other bidder.
    expect(second?.[2]).toBe('Tükenmez kalem');
    expect(second?.[11]).toBeNull();
    expect(third?.slice(0, 3)).toEqual(['Pahalı Ofis Ltd.', 'Gönderildi', 'A4 fotokopi kağıdı']);
    expect(book.sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(book.stylesXml).toContain('formatCode="#,##0.###"');
  });

  it('leaves a sealed ad’s amounts out before its deadline, as the comparison does', async () => {
    const response = await download(buyer, sealedAd.id, { 'accept-language': 'en' });
    const book = await readWorkbook(response.rawPayload);
    expect(book.rows[0]?.[0]).toBe('Company');
    const row = book.rows[1] ?? [];
    expect(row.slice(0, 5)).toEqual([
      'Ucuz Kırtasiye A.Ş.',
      'Submitted',
      'A4 fotokopi kağıdı',
      10,
      'box',
    ]);
    expect(row.slice(5, 10)).toEqual([null, null, null, null, null]);
  });

  it('is the ad owner’s only: 404 to bidders and other companies, 404 for a draft', async () => {
    expect((await download(cheap, openAd.id)).statusCode).toBe(404);
    expect((await download(otherBuyer, openAd.id)).statusCode).toBe(404);
    expect((await download(undefined, openAd.id)).statusCode).toBe(401);
    expect((await download(buyer, draftAd.id)).statusCode).toBe(404);
  });
});
