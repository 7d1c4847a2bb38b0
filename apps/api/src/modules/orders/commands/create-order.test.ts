import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ad, adItem, bid, bidItem, orderItem, purchaseOrder } from '../../../db/schema/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { NamedCompanyContext } from '../../../lib/company-context.ts';
import { insertAd, insertBid } from '../../../test/procurement.ts';
import { loadAdItems } from '../../procurement/bids/queries/bids.ts';
import { auditOf, storedEvents, storedOrder, useOrdersWorld } from '../test-helpers.ts';
import { agreedOrder } from '../../procurement/bids/commands/agreed-order.ts';
import { createOrder } from './create-order.ts';

/** Called by bids' award inside its transaction; here directly with the test app's db. */

const w = useOrdersWorld({ buyer: 'Başkent Kırtasiye A.Ş.', seller: 'Ege Tedarik Ltd. Şti.' });

const LINES = [
  { name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' as const },
  { name: 'Tükenmez kalem', quantity: '5', unit: 'paket' as const },
  { name: 'Zımba makinesi', quantity: '2.5', unit: 'adet' as const },
];
const NOW = new Date('2026-03-10T09:00:00Z');

/** The buyer's award context, as award-bids passes it. */
const buyerCtx = (): NamedCompanyContext => ({
  actor: {
    user: { id: w.p.buyer.userId, role: 'user' },
    company: { id: w.p.buyer.companyId, isBuyerConfirmed: 'yes', isSellerConfirmed: 'no' },
    companyRole: 'owner',
  },
  userId: w.p.buyer.userId,
  companyId: w.p.buyer.companyId,
  companyName: w.p.buyer.companyName,
  locale: 'tr',
  ip: '10.20.30.40',
});

/** An awarded ad of three lines, the seller's bid on it, and the rows the award reads. */
async function awardable(
  unitPrices = ['12.50', '3.75', '40'],
  more: { deliveryDays?: number } = {},
) {
  const inserted = await insertAd(w.app.db, {
    companyId: w.p.buyer.companyId,
    sectorId: w.p.sectorId,
    status: 'awarded',
    items: LINES,
  });
  const { id: bidId } = await insertBid(w.app.db, {
    adId: inserted.id,
    sellerCompanyId: w.p.seller.companyId,
    unitPrices,
    status: 'accepted',
    currency: 'USD',
    deliveryDays: more.deliveryDays,
  });
  const [adRow] = await w.app.db.select().from(ad).where(eq(ad.id, inserted.id));
  const [bidRow] = await w.app.db.select().from(bid).where(eq(bid.id, bidId));
  const lines = await loadAdItems(w.app.db, inserted.id);
  const priced = await w.app.db.select().from(bidItem).where(eq(bidItem.bidId, bidId));
  const prices = new Map(priced.map((row) => [row.adItemId, row]));
  return { ad: adRow!, bid: bidRow!, lines, prices };
}

/** What the award does for one winning bid: the agreed order (procurement), then the order. */
const orderFor = (db: Executor, award: Parameters<typeof agreedOrder>[0], now = NOW) =>
  createOrder(db, { ctx: buyerCtx(), agreed: agreedOrder(award), now });

const itemsOf = (orderId: string) =>
  w.app.db
    .select()
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.position));

describe('an order from an award', () => {
  it('snapshots every line at the bid’s prices, with the ad’s delivery and the bid’s terms', async () => {
    const award = await awardable(['12.50', '3.75', '40'], { deliveryDays: 12 });
    const created = await orderFor(w.app.db, award);
    expect(created.total).toBe('243.75');

    expect(await storedOrder(w.app, created.id)).toMatchObject({
      orderNo: created.orderNo,
      adId: award.ad.id,
      bidId: award.bid.id,
      buyerCompanyId: w.p.buyer.companyId,
      sellerCompanyId: w.p.seller.companyId,
      status: 'created',
      currency: 'USD',
      total: '243.75',
      vatTotal: '48.75',
      deliveryCity: award.ad.deliveryCity,
      deliveryAddress: award.ad.deliveryAddress,
      deliveryDate: award.ad.deliveryDate,
      deliveryDays: 12,
      paymentTerms: award.bid.paymentTerms,
      createdBy: w.p.buyer.userId,
    });
    const items = await itemsOf(created.id);
    expect(
      items.map((i) => [i.position, i.name, i.quantity, i.unit, i.unitPrice, i.lineTotal]),
    ).toEqual([
      [0, 'A4 fotokopi kağıdı', '10.000', 'koli', '12.50', '125.00'],
      [1, 'Tükenmez kalem', '5.000', 'paket', '3.75', '18.75'],
      [2, 'Zımba makinesi', '2.500', 'adet', '40.00', '100.00'],
    ]);
    expect(items.map((i) => i.adItemId)).toEqual(award.lines.map((line) => line.id));
  });

  it('starts the timeline with "created" and writes the audit line', async () => {
    const award = await awardable();
    const created = await orderFor(w.app.db, award);
    expect(await storedEvents(w.app, created.id)).toEqual([
      expect.objectContaining({
        type: 'created',
        actorUserId: w.p.buyer.userId,
        actorCompanyId: w.p.buyer.companyId,
      }),
    ]);
    expect(await auditOf(w.app, created.id)).toEqual([
      expect.objectContaining({
        action: 'order.created',
        actorUserId: w.p.buyer.userId,
        companyId: w.p.buyer.companyId,
        ip: '10.20.30.40',
        data: {
          orderNo: created.orderNo,
          adId: award.ad.id,
          bidId: award.bid.id,
          total: '243.75',
          vatTotal: '48.75',
          currency: 'USD',
        },
      }),
    ]);
  });

  it('numbers orders SIP-<year in Istanbul>-<6 digits>, never the same number twice', async () => {
    const first = await awardable();
    const second = await awardable();
    // 21:30 UTC on New Year's Eve is already the new year in Istanbul (UTC+3).
    const newYear = new Date('2025-12-31T21:30:00Z');
    const a = await orderFor(w.app.db, first, newYear);
    const b = await orderFor(w.app.db, second, newYear);
    expect(a.orderNo).toMatch(/^SIP-2026-\d{6,}$/);
    expect(b.orderNo).toMatch(/^SIP-2026-\d{6,}$/);
    expect(b.orderNo).not.toBe(a.orderNo);
    const before = new Date('2025-12-31T20:59:00Z');
    const c = await orderFor(w.app.db, await awardable(), before);
    expect(c.orderNo).toMatch(/^SIP-2025-\d{6,}$/);
  });

  it('takes only the lines given (an award by lines), numbered from 0', async () => {
    const award = await awardable();
    const lines = award.lines.slice(1);
    const created = await orderFor(w.app.db, { ...award, lines });
    expect(created.total).toBe('118.75');
    const items = await itemsOf(created.id);
    expect(items.map((i) => [i.position, i.adItemId])).toEqual([
      [0, lines[0]?.id],
      [1, lines[1]?.id],
    ]);
  });

  it('keeps what was agreed when the ad or the bid changes later', async () => {
    const award = await awardable();
    const created = await orderFor(w.app.db, award);
    const first = award.lines[0]!;
    await w.app.db
      .update(adItem)
      .set({ name: 'Geri dönüşümlü kağıt', quantity: '99' })
      .where(eq(adItem.id, first.id));
    await w.app.db
      .update(bidItem)
      .set({ unitPrice: '1.00' })
      .where(and(eq(bidItem.bidId, award.bid.id), eq(bidItem.adItemId, first.id)));
    const [item] = await itemsOf(created.id);
    expect(item).toMatchObject({
      name: 'A4 fotokopi kağıdı',
      quantity: '10.000',
      unitPrice: '12.50',
    });
    expect((await storedOrder(w.app, created.id)).total).toBe('243.75');
  });

  it('refuses a line the bid did not price, storing no order', async () => {
    const award = await awardable();
    const prices = new Map(award.prices);
    prices.delete(award.lines[2]!.id);
    await expect(w.app.db.transaction((tx) => orderFor(tx, { ...award, prices }))).rejects.toThrow(
      /has no price for line/,
    );
    const orders = await w.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.bidId, award.bid.id));
    expect(orders).toHaveLength(0);
  });
});
