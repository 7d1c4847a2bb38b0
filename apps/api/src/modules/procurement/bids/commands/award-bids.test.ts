import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad as adTable, bid, orderEvent } from '../../../../db/schema/index.ts';
import { dayFromNow, insertAd, insertBid } from '../../../../test/procurement.ts';
import { auditOf, notificationsOf, useBidsWorld } from '../test-helpers.ts';

const w = useBidsWorld({ sellers: 4, buyerName: 'Marmara Gıda A.Ş.' });

describe('POST /api/ads/:adId/award: the whole ad to one bid', () => {
  it('makes one order with a snapshot of every line, accepts the bid, rejects the rest, tells everyone', async () => {
    const { ad, bids } = await w.adWithBids([
      ['10', '2', '100.10'],
      ['11', '2', '90'],
      ['12', '2', '80'],
    ]);
    const [winner, loser, confirming] = bids as [string, string, string];
    await w.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.id, confirming));
    const draft = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(3).companyId,
      unitPrices: ['1'],
      status: 'draft',
    });

    const response = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: winner });
    expect(response.statusCode).toBe(201);
    const { orders } = response.json();
    expect(orders).toEqual([
      {
        id: expect.any(String),
        orderNo: expect.stringMatching(new RegExp(`^SIP-${new Date().getFullYear()}-\\d{6}$`)),
        sellerCompanyId: w.seller(0).companyId,
        total: '360.25',
        vatTotal: '72.05',
        currency: 'TRY',
      },
    ]);

    const [order] = await w.ordersOf(ad.id);
    expect(order).toMatchObject({
      bidId: winner,
      buyerCompanyId: w.buyer.companyId,
      sellerCompanyId: w.seller(0).companyId,
      status: 'created',
      total: '360.25',
      currency: 'TRY',
      deliveryCity: 'Ankara',
      deliveryAddress: 'Çankaya, Atatürk Bulvarı No: 100',
      deliveryDate: dayFromNow(40),
      deliveryDays: 10,
      paymentTerms: '30 gün vadeli',
      createdBy: w.buyer.userId,
    });
    expect(
      (await w.itemsOf(order!.id)).map((line) => [
        line.adItemId,
        line.name,
        line.quantity,
        line.unit,
        line.unitPrice,
        line.lineTotal,
      ]),
    ).toEqual([
      [ad.itemIds[0], 'A4 fotokopi kağıdı', '10.000', 'koli', '10.00', '100.00'],
      [ad.itemIds[1], 'Tükenmez kalem', '5.000', 'paket', '2.00', '10.00'],
      [ad.itemIds[2], 'Zımba makinesi', '2.500', 'adet', '100.10', '250.25'],
    ]);
    const events = await w.app.db
      .select()
      .from(orderEvent)
      .where(eq(orderEvent.orderId, order!.id));
    expect(events).toEqual([
      expect.objectContaining({ type: 'created', actorCompanyId: w.buyer.companyId }),
    ]);

    expect(await w.bidStatuses([...bids, draft.id])).toEqual({
      [winner]: 'accepted',
      [loser]: 'rejected',
      [confirming]: 'rejected',
      [draft.id]: 'draft',
    });
    expect(await w.adRow(ad.id)).toMatchObject({ status: 'awarded', awardedAt: expect.any(Date) });

    const accepted = await notificationsOf(w.app, w.seller(0).companyId, 'bidAccepted');
    expect(accepted).toEqual([
      expect.objectContaining({
        route: `/orders/${order!.id}`,
        params: { title: 'Ofis kırtasiye alımı', orderNo: order!.orderNo },
      }),
    ]);
    for (const index of [1, 2]) {
      const rejected = await notificationsOf(w.app, w.seller(index).companyId, 'bidRejected');
      expect(rejected.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    }
    expect(await notificationsOf(w.app, w.seller(3).companyId, 'bidRejected')).toHaveLength(0);
    expect(await auditOf(w.app, 'ad.awarded', ad.id)).toHaveLength(1);
    expect(await auditOf(w.app, 'order.created', order!.id)).toHaveLength(1);

    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(comparison.awardable).toBe(false);
    const awarded = comparison.bids.find((b: { id: string }) => b.id === winner);
    expect(awarded).toMatchObject({ status: 'accepted', acceptable: false });
    expect(awarded.awardedItemIds).toEqual(ad.itemIds);

    const again = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: loser });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('zaten sonuçlandırıldı');
    expect(await w.ordersOf(ad.id)).toHaveLength(1);
  });
});

describe('line by line', () => {
  it('two sellers get one order each with their lines; the third is rejected and told', async () => {
    const { ad, bids } = await w.adWithBids(
      [
        ['10', '9', '50'],
        ['2', '1', '3'],
        ['11', '3', '40'],
      ],
      { currencies: ['TRY', 'USD', 'TRY'] },
    );
    const [first, second, third] = bids as [string, string, string];
    const response = await w.api.award(w.buyer, ad.id, {
      mode: 'lines',
      lines: [
        { adItemId: ad.itemIds[1]!, bidId: second },
        { adItemId: ad.itemIds[0]!, bidId: first },
      ],
    });
    expect(response.statusCode).toBe(201);
    const orders = response.json().orders as { id: string; sellerCompanyId: string }[];
    expect(orders).toHaveLength(2);
    expect(orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sellerCompanyId: w.seller(0).companyId,
          total: '100.00',
          currency: 'TRY',
        }),
        expect.objectContaining({
          sellerCompanyId: w.seller(1).companyId,
          total: '5.00',
          currency: 'USD',
        }),
      ]),
    );
    const bySeller = new Map(orders.map((order) => [order.sellerCompanyId, order.id]));
    const firstLines = await w.itemsOf(bySeller.get(w.seller(0).companyId)!);
    expect(firstLines.map((line) => [line.adItemId, line.position, line.lineTotal])).toEqual([
      [ad.itemIds[0], 0, '100.00'],
    ]);
    const secondLines = await w.itemsOf(bySeller.get(w.seller(1).companyId)!);
    expect(secondLines.map((line) => [line.adItemId, line.unitPrice])).toEqual([
      [ad.itemIds[1], '1.00'],
    ]);

    expect(await w.bidStatuses(bids)).toEqual({
      [first]: 'accepted',
      [second]: 'accepted',
      [third]: 'rejected',
    });
    const told = await notificationsOf(w.app, w.seller(2).companyId, 'bidRejected');
    expect(told.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    // The third line was left unawarded: it stays so, and is not "reawardable".
    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(comparison.reawardableItemIds).toEqual([]);
  });

  it('refuses a line chosen twice, an unknown line, and a bid of another ad (400), changing nothing', async () => {
    const { ad, bids } = await w.adWithBids([['10'], ['11']]);
    const other = await w.adWithBids([['5']]);
    const cases = [
      {
        lines: [
          { adItemId: ad.itemIds[0]!, bidId: bids[0]! },
          { adItemId: ad.itemIds[0]!, bidId: bids[1]! },
        ],
        field: 'lines',
      },
      { lines: [{ adItemId: other.ad.itemIds[0]!, bidId: bids[0]! }], field: 'lines.0.adItemId' },
      {
        lines: [
          { adItemId: ad.itemIds[0]!, bidId: bids[0]! },
          { adItemId: ad.itemIds[1]!, bidId: other.bids[0]! },
        ],
        field: 'lines.1.bidId',
      },
    ];
    for (const { lines, field } of cases) {
      const response = await w.api.award(w.buyer, ad.id, { mode: 'lines', lines });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    const whole = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: other.bids[0]! });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().errors[0].field).toBe('bidId');
    expect(await w.ordersOf(ad.id)).toHaveLength(0);
    expect((await w.adRow(ad.id))?.status).toBe('published');
  });
});

describe('what may not be accepted', () => {
  it('an expired bid cannot be accepted (409 with the date), nor a withdrawn one', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    const expired = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['10'],
      validUntil: dayFromNow(-1),
    });
    const response = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: expired.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('geçerlilik süresi');
    expect(response.json().detail).toContain(w.seller(0).companyName);

    const withdrawn = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(1).companyId,
      unitPrices: ['10'],
      status: 'withdrawn',
    });
    const refused = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: withdrawn.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Geri çekildi');
    expect(await w.ordersOf(ad.id)).toHaveLength(0);
    expect(await w.bidStatuses([expired.id])).toEqual({ [expired.id]: 'submitted' });
  });

  it('a sealed ad cannot be awarded before its deadline; after it, it can', async () => {
    const deadline = new Date(Date.now() + 60 * 60 * 1000);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      sealed: true,
      bidDeadline: deadline,
    });
    const sealedBid = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['10'],
    });
    const early = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: sealedBid.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('Kapalı zarf');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline);
    const onTime = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: sealedBid.id });
    expect(onTime.statusCode).toBe(201);
  });

  it('a draft or cancelled ad cannot be awarded', async () => {
    for (const status of ['draft', 'cancelled'] as const) {
      const { ad, bids } = await w.adWithBids([['10']]);
      await w.app.db.update(adTable).set({ status }).where(eq(adTable.id, ad.id));
      const response = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: bids[0]! });
      expect(response.statusCode).toBe(409);
    }
  });
});
