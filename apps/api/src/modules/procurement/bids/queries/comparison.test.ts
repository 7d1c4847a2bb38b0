import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { company } from '../../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/helper.ts';
import {
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../../test/procurement.ts';
import { bidBody, bidsApi, uploadedFile } from '../test-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let sellers: CompanyUser[];
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  buyer = await signedInCompany(t.app, { buyer: true });
  sellers = [];
  for (const name of ['Ankara Kağıt A.Ş.', 'Bursa Ofis Ltd.', 'Çorum Büro A.Ş.', 'Düzce Kalem']) {
    sellers.push(await signedInCompany(t.app, { seller: true, name }));
  }
  sectorId = await anySectorId(t.app.db);
  await t.app.db
    .update(company)
    .set({ ratingAvg: '4.50', ratingCount: 12 })
    .where(eq(company.id, sellers[0]!.companyId));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const seller = (index: number) => sellers[index] as CompanyUser;
const HOUR = 60 * 60 * 1000;

describe('GET /api/ads/:adId/bids (the buyer’s comparison)', () => {
  it('lists every bid but drafts, with the bidder’s rating, effective status and lowest prices per currency', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const cheapTry = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(0).companyId,
      unitPrices: ['10', '5'],
    });
    const tieTry = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(1).companyId,
      unitPrices: ['10', '6'],
    });
    // In dollars: a smaller number, never "cheaper" than lira.
    const usd = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(2).companyId,
      unitPrices: ['1', '0.5'],
      currency: 'USD',
    });
    const expired = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(3).companyId,
      unitPrices: ['2', '1'],
      validUntil: dayFromNow(-2),
    });
    const response = await api.comparison(buyer, ad.id);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      adId: ad.id,
      sealed: false,
      amountsVisibleFrom: null,
      awardable: true,
      reawardableItemIds: [],
    });
    const byId = new Map(view.bids.map((b: { id: string }) => [b.id, b]));
    expect(byId.get(cheapTry.id)).toMatchObject({
      status: 'submitted',
      total: '125.00',
      amountsHidden: false,
      acceptable: true,
      awardedItemIds: [],
      company: { name: 'Ankara Kağıt A.Ş.', ratingAvg: '4.50', ratingCount: 12 },
    });
    expect(byId.get(expired.id)).toMatchObject({ status: 'expired', acceptable: false });
    expect(view.lines).toEqual([
      {
        adItemId: ad.itemIds[0],
        lowest: expect.arrayContaining([
          { currency: 'TRY', unitPrice: '10.00', bidIds: [cheapTry.id, tieTry.id] },
          { currency: 'USD', unitPrice: '1.00', bidIds: [usd.id] },
        ]),
        lowestGross: expect.arrayContaining([
          { currency: 'TRY', unitPrice: '12', bidIds: [cheapTry.id, tieTry.id] },
          { currency: 'USD', unitPrice: '1.2', bidIds: [usd.id] },
        ]),
      },
      {
        adItemId: ad.itemIds[1],
        lowest: expect.arrayContaining([
          { currency: 'TRY', unitPrice: '5.00', bidIds: [cheapTry.id] },
          { currency: 'USD', unitPrice: '0.50', bidIds: [usd.id] },
        ]),
        lowestGross: expect.arrayContaining([
          { currency: 'TRY', unitPrice: '6', bidIds: [cheapTry.id] },
          { currency: 'USD', unitPrice: '0.6', bidIds: [usd.id] },
        ]),
      },
    ]);
    expect(view.lines[0].lowest).toHaveLength(2);
  });

  it('leaves drafts out and keeps withdrawn bids, marked, out of the lowest prices', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(0).companyId,
      unitPrices: ['1'],
      status: 'draft',
    });
    const withdrawn = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(1).companyId,
      unitPrices: ['2'],
      status: 'withdrawn',
    });
    const live = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(2).companyId,
      unitPrices: ['3'],
    });
    const view = (await api.comparison(buyer, ad.id)).json();
    expect(view.bids.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [withdrawn.id, 'withdrawn'],
      [live.id, 'submitted'],
    ]);
    expect(view.bids[0].acceptable).toBe(false);
    expect(view.lines[0].lowest).toEqual([
      { currency: 'TRY', unitPrice: '3.00', bidIds: [live.id] },
    ]);
  });
});

describe('sealed bidding', () => {
  it('before the deadline no amount reaches the buyer; the bidder sees its own; after it, all show', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      sealed: true,
      bidDeadline: deadline,
    });
    const attachment = await uploadedFile(t.app, seller(0));
    const saved = await api.saveBid(
      seller(0),
      ad.id,
      bidBody(ad.itemIds, ['12,50', '3'], {
        note: 'Toplam 140 TL',
        attachmentFileIds: [attachment.id],
      }),
    );
    expect(saved.json().bid).toMatchObject({ total: '140.00', note: 'Toplam 140 TL' });

    const sealed = await api.comparison(buyer, ad.id);
    expect(sealed.statusCode).toBe(200);
    const hidden = sealed.json();
    expect(hidden).toMatchObject({
      sealed: true,
      amountsVisibleFrom: deadline.toISOString(),
      awardable: false,
    });
    expect(hidden.bids[0]).toMatchObject({
      amountsHidden: true,
      total: null,
      note: null,
      attachments: [],
      acceptable: false,
      items: [
        { adItemId: ad.itemIds[0], unitPrice: null, lineTotal: null },
        { adItemId: ad.itemIds[1], unitPrice: null, lineTotal: null },
      ],
    });
    expect(hidden.lines.every((line: { lowest: unknown[] }) => line.lowest.length === 0)).toBe(
      true,
    );
    // Ids and times are random or dated digits ('…9631403…'), not amounts: left out of the search.
    const sealedText = sealed.body
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, '<time>');
    expect(sealedText).not.toContain('12.50');
    expect(sealedText).not.toContain('140');

    const own = await api.myBid(seller(0), ad.id);
    expect(own.json().bid.total).toBe('140.00');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline);
    const open = (await api.comparison(buyer, ad.id)).json();
    expect(open).toMatchObject({ amountsVisibleFrom: null, awardable: true });
    expect(open.bids[0]).toMatchObject({
      amountsHidden: false,
      total: '140.00',
      note: 'Toplam 140 TL',
      acceptable: true,
    });
    expect(open.bids[0].items[0]).toEqual({
      adItemId: ad.itemIds[0],
      unitPrice: '12.50',
      lineTotal: '125.00',
      vatRate: 20,
      vatAmount: '25.00',
      grossTotal: '150.00',
    });
    expect(open.lines[0].lowest).toEqual([
      { currency: 'TRY', unitPrice: '12.50', bidIds: [saved.json().bid.id] },
    ]);
  });
});
