import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid, bidAttachment, bidItem } from '../../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/helper.ts';
import {
  anySectorId,
  dayFromNow,
  insertAd,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../../../test/procurement.ts';
import { auditOf, bidBody, bidsApi, notificationsOf, uploadedFile } from '../test-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let seller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  buyer = await signedInCompany(t.app, { buyer: true, name: 'Alıcı Holding A.Ş.' });
  seller = await signedInCompany(t.app, { seller: true, name: 'Kırtasiye Dünyası Ltd. Şti.' });
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());

/** A fresh open ad of the buyer: lines of 10 koli and 5 paket. */
const openAd = (): Promise<InsertedAd> =>
  insertAd(t.app.db, { companyId: buyer.companyId, sectorId });

const storedBids = (adId: string) => t.app.db.select().from(bid).where(eq(bid.adId, adId));

describe('PUT /api/ads/:adId/bids/mine: draft, submit, revise', () => {
  it('saves a draft with every line priced, exact totals, revision 1, and tells nobody', async () => {
    const ad = await openAd();
    const response = await api.saveBid(
      seller,
      ad.id,
      bidBody(ad.itemIds, ['1.234,56', '0,10'], { submit: false }),
    );
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.bid).toMatchObject({
      status: 'draft',
      revision: 1,
      currency: 'TRY',
      total: '12346.10',
      submittedAt: null,
      items: [
        { adItemId: ad.itemIds[0], unitPrice: '1234.56', lineTotal: '12345.60' },
        { adItemId: ad.itemIds[1], unitPrice: '0.10', lineTotal: '0.50' },
      ],
    });
    expect(view.abilities).toEqual({ save: true, submit: true, withdraw: false, confirm: false });
    expect(view.closedReason).toBeNull();

    const lines = await t.app.db.select().from(bidItem).where(eq(bidItem.bidId, view.bid.id));
    expect(lines.map((line) => line.unitPrice).sort()).toEqual(['0.10', '1234.56']);
    expect(await notificationsOf(t.app, buyer.companyId, 'bidReceived')).toHaveLength(0);
    expect(await auditOf(t.app, 'bid.draftSaved', view.bid.id)).toHaveLength(1);
  });

  it('submits, then revises: one bid row, revision history newest first, buyer told each time', async () => {
    const ad = await openAd();
    const first = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['100', '20']));
    expect(first.statusCode).toBe(200);
    expect(first.json().bid).toMatchObject({ status: 'submitted', revision: 1, total: '1100.00' });
    const bidId = first.json().bid.id as string;

    const revised = await api.saveBid(
      seller,
      ad.id,
      bidBody(ad.itemIds, ['95', '18.5'], { expectedRevision: 1, deliveryDays: 10 }),
    );
    expect(revised.statusCode).toBe(200);
    const view = revised.json();
    expect(view.bid).toMatchObject({
      id: bidId,
      status: 'submitted',
      revision: 2,
      total: '1042.50',
      deliveryDays: 10,
    });
    expect(view.bid.history.map((h: { revision: number }) => h.revision)).toEqual([2, 1]);
    expect(view.bid.history[1]).toMatchObject({
      status: 'submitted',
      total: '1100.00',
      deliveryDays: 15,
      items: [
        { adItemId: ad.itemIds[0], unitPrice: '100.00', lineTotal: '1000.00' },
        { adItemId: ad.itemIds[1], unitPrice: '20.00', lineTotal: '100.00' },
      ],
    });
    expect(view.bid.history[0].createdByName).toBe('Ayşe Yılmaz');
    expect(view.abilities).toEqual({ save: false, submit: true, withdraw: true, confirm: false });

    // The ad's company rides on the bid (the buyer's dashboard counts through it).
    expect(await storedBids(ad.id)).toEqual([
      expect.objectContaining({
        sellerCompanyId: seller.companyId,
        buyerCompanyId: buyer.companyId,
      }),
    ]);
    const received = await notificationsOf(t.app, buyer.companyId, 'bidReceived');
    expect(received.filter((n) => n.route === `/ad-details/${buyer.companyId}/${ad.id}`)).toEqual([
      expect.objectContaining({
        params: { title: 'Ofis kırtasiye alımı', company: 'Kırtasiye Dünyası Ltd. Şti.' },
      }),
    ]);
    const revisedNotes = await notificationsOf(t.app, buyer.companyId, 'bidRevised');
    expect(revisedNotes.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    expect(await auditOf(t.app, 'bid.submitted', bidId)).toHaveLength(1);
    expect(await auditOf(t.app, 'bid.revised', bidId)).toHaveLength(1);
  });

  it('a draft may leave lines unpriced (no total); submitting it needs every line', async () => {
    const ad = await openAd();
    const partial = bidBody(ad.itemIds.slice(1), ['3'], { submit: false });
    const draft = await api.saveBid(seller, ad.id, partial);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().bid).toMatchObject({
      status: 'draft',
      total: null,
      items: [
        { adItemId: ad.itemIds[0], unitPrice: null, lineTotal: null },
        { adItemId: ad.itemIds[1], unitPrice: '3.00', lineTotal: '15.00' },
      ],
    });
    const submit = await api.saveBid(seller, ad.id, { ...partial, submit: true });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().errors).toEqual([
      expect.objectContaining({ field: 'items', messageKey: 'validation.missingPrice' }),
    ]);
    const [row] = await storedBids(ad.id);
    expect(row).toMatchObject({ status: 'draft', revision: 1, total: null });
  });

  it('a draft becomes submitted; a submitted bid cannot go back to draft (409)', async () => {
    const ad = await openAd();
    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['5'], { submit: false }));
    const submitted = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['5']));
    expect(submitted.json().bid).toMatchObject({ status: 'submitted', revision: 2 });
    expect(submitted.json().bid.submittedAt).not.toBeNull();
    expect(
      (await notificationsOf(t.app, buyer.companyId, 'bidReceived')).filter((n) =>
        n.route?.endsWith(ad.id),
      ),
    ).toHaveLength(1);

    const back = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['4'], { submit: false }));
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('CONFLICT');
    expect(back.json().detail).toContain('taslağa döndürülemez');
    const [row] = await storedBids(ad.id);
    expect(row).toMatchObject({ status: 'submitted', revision: 2, total: '75.00' });
  });

  it('refuses changes to a decided bid (accepted or rejected)', async () => {
    const ad = await openAd();
    const saved = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['5']));
    await t.app.db.update(bid).set({ status: 'rejected' }).where(eq(bid.id, saved.json().bid.id));
    const again = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['4']));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('Kabul edilmedi');
    // The same sentence in the reader's language, the status name included.
    const english = await t.app.inject({
      method: 'PUT',
      url: `/api/ads/${ad.id}/bids/mine`,
      headers: { cookie: seller.cookie, 'accept-language': 'en', origin: t.app.config.publicUrl },
      payload: bidBody(ad.itemIds, ['4']),
    });
    expect(english.json().detail).toBe(
      'This bid has been decided (Not accepted); it can no longer be changed.',
    );
  });

  it('keeps attachments of the seller’s own uploads and refuses another company’s file', async () => {
    const ad = await openAd();
    const mine = await uploadedFile(t.app, seller);
    const saved = await api.saveBid(
      seller,
      ad.id,
      bidBody(ad.itemIds, ['5'], { attachmentFileIds: [mine.id] }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bid.attachments).toEqual([
      expect.objectContaining({
        fileId: mine.id,
        originalName: 'Fiyat listesi.pdf',
        url: `/api/files/${mine.id}`,
      }),
    ]);

    const foreign = await uploadedFile(t.app, buyer);
    const logo = await uploadedFile(t.app, seller, 'logo');
    for (const fileId of [foreign.id, logo.id]) {
      const refused = await api.saveBid(
        seller,
        ad.id,
        bidBody(ad.itemIds, ['4'], { attachmentFileIds: [fileId] }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('attachmentFileIds');
    }
    const [row] = await storedBids(ad.id);
    expect(row?.revision).toBe(1);
    const attached = await t.app.db
      .select()
      .from(bidAttachment)
      .where(eq(bidAttachment.bidId, row?.id ?? ''));
    expect(attached.map((a) => a.fileId)).toEqual([mine.id]);
  });
});

describe('bad input: 400 naming the field, nothing stored', () => {
  let ad: InsertedAd;
  beforeAll(async () => {
    ad = await openAd();
  });

  const expectRefused = async (body: ReturnType<typeof bidBody>, field: string, text: string) => {
    const response = await api.saveBid(seller, ad.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    const error = response.json().errors.find((e: { field: string }) => e.field === field);
    expect(error, JSON.stringify(response.json().errors)).toBeDefined();
    expect(error.message).toContain(text);
    expect(await storedBids(ad.id)).toHaveLength(0);
  };

  it('a line without a price', async () => {
    const body = bidBody(ad.itemIds, ['5']);
    await expectRefused({ ...body, items: body.items.slice(0, 1) }, 'items', 'Her kalem için');
  });

  it('a price that is not a number, or zero', async () => {
    await expectRefused(bidBody(ad.itemIds, ['abc', '5']), 'items.0.unitPrice', 'geçerli bir sayı');
    await expectRefused(bidBody(ad.itemIds, ['5', '0']), 'items.1.unitPrice', 'sıfırdan büyük');
    await expectRefused(bidBody(ad.itemIds, ['5', '1,234']), 'items.1.unitPrice', 'ondalık');
  });

  it('an unknown or repeated line', async () => {
    const body = bidBody(ad.itemIds, ['5']);
    await expectRefused(
      { ...body, items: [...body.items, { adItemId: 'baska-ilanin-kalemi', unitPrice: '3' }] },
      'items.2.adItemId',
      'İlan kalemi geçersiz',
    );
    const first = body.items[0] as { adItemId: string; unitPrice: string };
    await expectRefused(
      { ...body, items: [first, { ...first, unitPrice: '2' }] },
      'items.1.adItemId',
      'İlan kalemi geçersiz',
    );
  });

  it('delivery days of zero, a validity date in the past or before the deadline', async () => {
    await expectRefused(bidBody(ad.itemIds, ['5'], { deliveryDays: 0 }), 'deliveryDays', 'sıfır');
    await expectRefused(
      bidBody(ad.itemIds, ['5'], { validUntil: dayFromNow(-1) }),
      'validUntil',
      'bugünden önce olamaz',
    );
    await expectRefused(
      bidBody(ad.itemIds, ['5'], { validUntil: dayFromNow(3) }),
      'validUntil',
      'Geçerlilik tarihi son teklif tarihinin gününden önce olamaz',
    );
  });

  it('a price whose line total or whose bid total would not fit the amount column', async () => {
    const big = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      items: [
        { name: 'Çelik boru', quantity: '9999999999', unit: 'm' },
        { name: 'Vana', quantity: '1', unit: 'adet' },
      ],
    });
    // The example: 9 999 999 999 m × 9 999 999 is about 10^17, past numeric(18,2).
    const line = await api.saveBid(seller, big.id, bidBody(big.itemIds, ['9999999', '1']));
    expect(line.statusCode).toBe(400);
    expect(line.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'items.0.unitPrice',
        message: expect.stringContaining('Birim fiyat ile miktarın çarpımı'),
      }),
    );
    // Each line fits (9 × 10^15), their sum does not.
    const sum = await t.app.inject({
      method: 'PUT',
      url: `/api/ads/${big.id}/bids/mine`,
      headers: { cookie: seller.cookie, 'accept-language': 'en', origin: t.app.config.publicUrl },
      payload: bidBody(big.itemIds, ['900000', '9000000000000000']),
    });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().errors).toContainEqual(
      expect.objectContaining({ field: 'items', message: expect.stringContaining('total') }),
    );
    expect(await storedBids(big.id)).toHaveLength(0);
  });

  it('answers in English when asked', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/ads/${ad.id}/bids/mine`,
      headers: { cookie: seller.cookie, 'accept-language': 'en', origin: t.app.config.publicUrl },
      payload: { ...bidBody(ad.itemIds, ['5']), items: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'items',
      message: 'You must add at least one line item',
    });
  });
});
