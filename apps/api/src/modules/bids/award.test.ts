import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { ad as adTable, bid, orderEvent, orderItem, purchaseOrder } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../test/procurement.ts';
import { auditOf, bidsApi, notificationsOf } from './test-setup.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let sellers: CompanyUser[];
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  buyer = await signedInCompany(t.app, { buyer: true, name: 'Marmara Gıda A.Ş.' });
  sellers = [];
  for (let index = 0; index < 4; index++) {
    sellers.push(await signedInCompany(t.app, { seller: true }));
  }
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const seller = (index: number) => sellers[index] as CompanyUser;
const THREE_LINES = [
  { name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' as const },
  { name: 'Tükenmez kalem', quantity: '5', unit: 'paket' as const },
  { name: 'Zımba makinesi', quantity: '2.5', unit: 'adet' as const },
];

const ordersOf = (adId: string) =>
  t.app.db.select().from(purchaseOrder).where(eq(purchaseOrder.adId, adId));
const itemsOf = (orderId: string) =>
  t.app.db
    .select()
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.position));
const bidStatuses = async (ids: string[]) =>
  Object.fromEntries(
    (await t.app.db.select().from(bid).where(inArray(bid.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );
const adRow = async (adId: string) =>
  (await t.app.db.select().from(adTable).where(eq(adTable.id, adId)))[0];

/** An open ad with a submitted bid from each of the first `count` sellers. */
async function adWithBids(
  prices: string[][],
  options: { currencies?: ('TRY' | 'USD')[]; items?: typeof THREE_LINES } = {},
) {
  const ad = await insertAd(t.app.db, {
    companyId: buyer.companyId,
    sectorId,
    items: options.items ?? THREE_LINES,
  });
  const bids = [];
  for (const [index, unitPrices] of prices.entries()) {
    bids.push(
      await insertBid(t.app.db, {
        adId: ad.id,
        sellerCompanyId: seller(index).companyId,
        unitPrices,
        currency: options.currencies?.[index] ?? 'TRY',
      }),
    );
  }
  return { ad, bids: bids.map((row) => row.id) };
}

describe('POST /api/ads/:adId/award: the whole ad to one bid', () => {
  it('makes one order with a snapshot of every line, accepts the bid, rejects the rest, tells everyone', async () => {
    const { ad, bids } = await adWithBids([
      ['10', '2', '100.10'],
      ['11', '2', '90'],
      ['12', '2', '80'],
    ]);
    const [winner, loser, confirming] = bids as [string, string, string];
    await t.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.id, confirming));
    const draft = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(3).companyId,
      unitPrices: ['1'],
      status: 'draft',
    });

    const response = await api.award(buyer, ad.id, { mode: 'whole', bidId: winner });
    expect(response.statusCode).toBe(201);
    const { orders } = response.json();
    expect(orders).toEqual([
      {
        id: expect.any(String),
        orderNo: expect.stringMatching(new RegExp(`^SIP-${new Date().getFullYear()}-\\d{6}$`)),
        sellerCompanyId: seller(0).companyId,
        total: '360.25',
        currency: 'TRY',
      },
    ]);

    const [order] = await ordersOf(ad.id);
    expect(order).toMatchObject({
      bidId: winner,
      buyerCompanyId: buyer.companyId,
      sellerCompanyId: seller(0).companyId,
      status: 'created',
      total: '360.25',
      currency: 'TRY',
      deliveryCity: 'Ankara',
      deliveryAddress: 'Çankaya, Atatürk Bulvarı No: 100',
      deliveryDate: dayFromNow(40),
      deliveryDays: 10,
      paymentTerms: '30 gün vadeli',
      createdBy: buyer.userId,
    });
    expect(
      (await itemsOf(order!.id)).map((line) => [
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
    const events = await t.app.db
      .select()
      .from(orderEvent)
      .where(eq(orderEvent.orderId, order!.id));
    expect(events).toEqual([
      expect.objectContaining({ type: 'created', actorCompanyId: buyer.companyId }),
    ]);

    expect(await bidStatuses([...bids, draft.id])).toEqual({
      [winner]: 'accepted',
      [loser]: 'rejected',
      [confirming]: 'rejected',
      [draft.id]: 'draft',
    });
    expect(await adRow(ad.id)).toMatchObject({ status: 'awarded', awardedAt: expect.any(Date) });

    const accepted = await notificationsOf(t.app, seller(0).companyId, 'bidAccepted');
    expect(accepted).toEqual([
      expect.objectContaining({
        route: `/orders/${order!.id}`,
        params: { title: 'Ofis kırtasiye alımı', orderNo: order!.orderNo },
      }),
    ]);
    for (const index of [1, 2]) {
      const rejected = await notificationsOf(t.app, seller(index).companyId, 'bidRejected');
      expect(rejected.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    }
    expect(await notificationsOf(t.app, seller(3).companyId, 'bidRejected')).toHaveLength(0);
    expect(await auditOf(t.app, 'ad.awarded', ad.id)).toHaveLength(1);
    expect(await auditOf(t.app, 'order.created', order!.id)).toHaveLength(1);

    const comparison = (await api.comparison(buyer, ad.id)).json();
    expect(comparison.awardable).toBe(false);
    const awarded = comparison.bids.find((b: { id: string }) => b.id === winner);
    expect(awarded).toMatchObject({ status: 'accepted', acceptable: false });
    expect(awarded.awardedItemIds).toEqual(ad.itemIds);

    const again = await api.award(buyer, ad.id, { mode: 'whole', bidId: loser });
    expect(again.statusCode).toBe(409);
    expect(await ordersOf(ad.id)).toHaveLength(1);
  });
});

describe('line by line', () => {
  it('two sellers get one order each with their lines; the third is rejected and told', async () => {
    const { ad, bids } = await adWithBids(
      [
        ['10', '9', '50'],
        ['2', '1', '3'],
        ['11', '3', '40'],
      ],
      { currencies: ['TRY', 'USD', 'TRY'] },
    );
    const [first, second, third] = bids as [string, string, string];
    const response = await api.award(buyer, ad.id, {
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
          sellerCompanyId: seller(0).companyId,
          total: '100.00',
          currency: 'TRY',
        }),
        expect.objectContaining({
          sellerCompanyId: seller(1).companyId,
          total: '5.00',
          currency: 'USD',
        }),
      ]),
    );
    const bySeller = new Map(orders.map((order) => [order.sellerCompanyId, order.id]));
    const firstLines = await itemsOf(bySeller.get(seller(0).companyId)!);
    expect(firstLines.map((line) => [line.adItemId, line.position, line.lineTotal])).toEqual([
      [ad.itemIds[0], 0, '100.00'],
    ]);
    const secondLines = await itemsOf(bySeller.get(seller(1).companyId)!);
    expect(secondLines.map((line) => [line.adItemId, line.unitPrice])).toEqual([
      [ad.itemIds[1], '1.00'],
    ]);

    expect(await bidStatuses(bids)).toEqual({
      [first]: 'accepted',
      [second]: 'accepted',
      [third]: 'rejected',
    });
    const told = await notificationsOf(t.app, seller(2).companyId, 'bidRejected');
    expect(told.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    // The third line was left unawarded: it stays so, and is not "reawardable".
    const comparison = (await api.comparison(buyer, ad.id)).json();
    expect(comparison.reawardableItemIds).toEqual([]);
  });

  it('refuses a line chosen twice, an unknown line, and a bid of another ad (400), changing nothing', async () => {
    const { ad, bids } = await adWithBids([['10'], ['11']]);
    const other = await adWithBids([['5']]);
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
      const response = await api.award(buyer, ad.id, { mode: 'lines', lines });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    const whole = await api.award(buyer, ad.id, { mode: 'whole', bidId: other.bids[0]! });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().errors[0].field).toBe('bidId');
    expect(await ordersOf(ad.id)).toHaveLength(0);
    expect((await adRow(ad.id))?.status).toBe('published');
  });
});

describe('what may not be accepted', () => {
  it('an expired bid cannot be accepted (409 with the date), nor a withdrawn one', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const expired = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(0).companyId,
      unitPrices: ['10'],
      validUntil: dayFromNow(-1),
    });
    const response = await api.award(buyer, ad.id, { mode: 'whole', bidId: expired.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('geçerlilik süresi');
    expect(response.json().detail).toContain(seller(0).companyName);

    const withdrawn = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(1).companyId,
      unitPrices: ['10'],
      status: 'withdrawn',
    });
    const refused = await api.award(buyer, ad.id, { mode: 'whole', bidId: withdrawn.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Geri çekildi');
    expect(await ordersOf(ad.id)).toHaveLength(0);
    expect(await bidStatuses([expired.id])).toEqual({ [expired.id]: 'submitted' });
  });

  it('a sealed ad cannot be awarded before its deadline; after it, it can', async () => {
    const deadline = new Date(Date.now() + 60 * 60 * 1000);
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      sealed: true,
      bidDeadline: deadline,
    });
    const sealedBid = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(0).companyId,
      unitPrices: ['10'],
    });
    const early = await api.award(buyer, ad.id, { mode: 'whole', bidId: sealedBid.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('Kapalı zarf');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline);
    const onTime = await api.award(buyer, ad.id, { mode: 'whole', bidId: sealedBid.id });
    expect(onTime.statusCode).toBe(201);
  });

  it('a draft or cancelled ad cannot be awarded', async () => {
    for (const status of ['draft', 'cancelled'] as const) {
      const { ad, bids } = await adWithBids([['10']]);
      await t.app.db.update(adTable).set({ status }).where(eq(adTable.id, ad.id));
      const response = await api.award(buyer, ad.id, { mode: 'whole', bidId: bids[0]! });
      expect(response.statusCode).toBe(409);
    }
  });
});

describe('concurrency', () => {
  it('two different awards at once: exactly one 201, one 409, and only its orders exist', async () => {
    const { ad, bids } = await adWithBids([
      ['10', '10', '10'],
      ['9', '9', '9'],
      ['8', '8', '8'],
    ]);
    const [a, b, c] = bids as [string, string, string];
    const results = await Promise.all([
      api.award(buyer, ad.id, { mode: 'whole', bidId: a }),
      api.award(buyer, ad.id, {
        mode: 'lines',
        lines: [
          { adItemId: ad.itemIds[0]!, bidId: b },
          { adItemId: ad.itemIds[1]!, bidId: c },
        ],
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json().orders as { id: string }[];
    const stored = await ordersOf(ad.id);
    expect(stored.map((order) => order.id).sort()).toEqual(winner.map((o) => o.id).sort());
    const statuses = await bidStatuses(bids);
    const accepted = Object.entries(statuses).filter(([, status]) => status === 'accepted');
    expect(accepted).toHaveLength(winner.length);
    expect(Object.values(statuses).every((s) => s === 'accepted' || s === 'rejected')).toBe(true);
  });
});

describe('re-award after a decline', () => {
  async function splitAwarded(): Promise<{ ad: InsertedAd; bids: string[]; orderOfFirst: string }> {
    const { ad, bids } = await adWithBids([
      ['10', '10', '10'],
      ['9', '9', '9'],
      ['8', '8', '8'],
    ]);
    const response = await api.award(buyer, ad.id, {
      mode: 'lines',
      lines: [
        { adItemId: ad.itemIds[0]!, bidId: bids[0]! },
        { adItemId: ad.itemIds[1]!, bidId: bids[1]! },
        { adItemId: ad.itemIds[2]!, bidId: bids[1]! },
      ],
    });
    expect(response.statusCode).toBe(201);
    const orders = response.json().orders as { id: string; sellerCompanyId: string }[];
    const orderOfFirst = orders.find((o) => o.sellerCompanyId === seller(0).companyId)!.id;
    return { ad, bids, orderOfFirst };
  }

  it('the declined lines go to a rejected bid, which becomes accepted; other orders are untouched', async () => {
    const { ad, bids, orderOfFirst } = await splitAwarded();
    const [first, second, third] = bids as [string, string, string];
    expect((await api.comparison(buyer, ad.id)).json().reawardableItemIds).toEqual([]);
    await t.app.db
      .update(purchaseOrder)
      .set({ status: 'declined', declineReason: 'Stokta yok' })
      .where(eq(purchaseOrder.id, orderOfFirst));

    const comparison = (await api.comparison(buyer, ad.id)).json();
    expect(comparison.reawardableItemIds).toEqual([ad.itemIds[0]]);
    const acceptable = Object.fromEntries(
      comparison.bids.map((b: { id: string; acceptable: boolean }) => [b.id, b.acceptable]),
    );
    expect(acceptable).toEqual({ [first]: false, [second]: false, [third]: true });
    expect(comparison.bids.find((b: { id: string }) => b.id === first).awardedItemIds).toEqual([]);

    const notReawardable = await api.award(buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[1]!, bidId: third }],
    });
    expect(notReawardable.statusCode).toBe(409);
    expect(notReawardable.json().detail).toContain('yeniden sonuçlandırılabilir');
    expect((await api.award(buyer, ad.id, { mode: 'whole', bidId: third })).statusCode).toBe(409);
    const toDecliner = await api.award(buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: first }],
    });
    expect(toDecliner.statusCode).toBe(409);

    const response = await api.award(buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: third }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().orders).toEqual([
      expect.objectContaining({ sellerCompanyId: seller(2).companyId, total: '80.00' }),
    ]);
    expect(await bidStatuses(bids)).toEqual({
      [first]: 'accepted',
      [second]: 'accepted',
      [third]: 'accepted',
    });
    const orders = await ordersOf(ad.id);
    expect(orders.map((o) => o.status).sort()).toEqual(['created', 'created', 'declined']);
    const accepted = await notificationsOf(t.app, seller(2).companyId, 'bidAccepted');
    expect(accepted.filter((n) => n.params.title === 'Ofis kırtasiye alımı')).toHaveLength(1);
    expect(await auditOf(t.app, 'ad.reawarded', ad.id)).toHaveLength(1);
    expect((await api.comparison(buyer, ad.id)).json().reawardableItemIds).toEqual([]);
  });

  it('an expired rejected bid cannot take the declined lines', async () => {
    const { ad, bids, orderOfFirst } = await splitAwarded();
    await t.app.db
      .update(purchaseOrder)
      .set({ status: 'declined' })
      .where(eq(purchaseOrder.id, orderOfFirst));
    await t.app.db
      .update(bid)
      .set({ validUntil: dayFromNow(-1) })
      .where(eq(bid.id, bids[2]!));
    const response = await api.award(buyer, ad.id, {
      mode: 'lines',
      lines: [{ adItemId: ad.itemIds[0]!, bidId: bids[2]! }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('geçerlilik süresi');
  });

  it('two re-awards of the declined line at once: one 201, one 409', async () => {
    const { ad, bids, orderOfFirst } = await splitAwarded();
    await t.app.db
      .update(purchaseOrder)
      .set({ status: 'declined' })
      .where(eq(purchaseOrder.id, orderOfFirst));
    const extra = await insertBid(t.app.db, {
      adId: ad.id,
      sellerCompanyId: seller(3).companyId,
      unitPrices: ['7'],
      status: 'rejected',
    });
    const results = await Promise.all(
      [bids[2]!, extra.id].map((bidId) =>
        api.award(buyer, ad.id, { mode: 'lines', lines: [{ adItemId: ad.itemIds[0]!, bidId }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const live = (await ordersOf(ad.id)).filter((o) => o.status !== 'declined');
    expect(live).toHaveLength(2);
  });
});
