import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auction, bid, bidItem, bidRevision, purchaseOrder } from '../../../db/schema/index.ts';
import { settleDueAuctions } from './commands/settle-auction.ts';
import { MINUTE, T0, at, useAuctionWorld } from './test-helpers.ts';

/** The end: final prices into the bids (history kept), everyone told, the award, the report. */
const w = useAuctionWorld({ sellers: 3 });
const SEALED = [
  ['10', '20'],
  ['11', '19'],
  ['12', '18'],
];
const END = new Date(T0.getTime() + 30 * MINUTE);

const priced = (itemIds: string[], prices: string[]) =>
  prices.map((unitPrice, index) => ({ adItemId: itemIds[index] as string, unitPrice }));

/** An auction where seller 1 ends first at 185,00 and seller 0 second at 190,00. */
async function finishedAuction() {
  const made = await w.runningAuction(SEALED);
  at(5 * MINUTE);
  await w.api.bid(w.seller(1), made.auctionId, priced(made.ad.itemIds, ['10.5']));
  await w.api.bid(w.seller(0), made.auctionId, priced(made.ad.itemIds, ['9']));
  await w.api.bid(w.seller(1), made.auctionId, priced(made.ad.itemIds, ['9']));
  return made;
}

describe('the end of an auction', () => {
  it('is settled once, at the end exactly, even by several instances', async () => {
    const { auctionId } = await finishedAuction();
    const justBefore = new Date(END.getTime() - 1);
    expect(await settleDueAuctions(w.app.db, justBefore)).not.toContain(auctionId);
    const [first, second] = await Promise.all([
      settleDueAuctions(w.app.db, END),
      settleDueAuctions(w.app.db, END),
    ]);
    expect([...(first ?? []), ...(second ?? [])].filter((id) => id === auctionId)).toHaveLength(1);
    const [row] = await w.app.db.select().from(auction).where(eq(auction.id, auctionId));
    expect(row).toMatchObject({ status: 'ended', endedAt: END });
    const [audit] = await w.auditOf('auction.ended', auctionId);
    expect(audit?.data).toMatchObject({ bidCount: 3, pricesApplied: true });
  });

  it('puts the final prices in the comparison, keeps the sealed ones in the history, tells everyone', async () => {
    const { ad, bids, auctionId } = await finishedAuction();
    at(10 * MINUTE);
    const during = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: bids[1] });
    expect(during.statusCode).toBe(409);
    expect(during.json().detail).toContain('Eksiltme sürerken');

    at(31 * MINUTE);
    // Reading the room at the end settles it, should the clock not have come round yet.
    expect((await w.api.room(w.buyer, auctionId)).json().auction.phase).toBe('ended');
    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    const totals = Object.fromEntries(
      comparison.bids.map((entry: { id: string; total: string }) => [entry.id, entry.total]),
    );
    expect(totals).toEqual({
      [bids[0] as string]: '190.00',
      [bids[1] as string]: '185.00',
      [bids[2] as string]: '210.00',
    });
    expect(comparison.auction).toMatchObject({ id: auctionId, phase: 'ended' });
    const lines = await w.app.db
      .select()
      .from(bidItem)
      .where(eq(bidItem.bidId, bids[1] as string));
    expect(lines.map((line) => line.unitPrice).sort()).toEqual(['19.00', '9.00']);
    const history = await w.app.db
      .select()
      .from(bidRevision)
      .where(eq(bidRevision.bidId, bids[1] as string))
      .orderBy(asc(bidRevision.revision));
    expect(history.at(-1)?.snapshot.total).toBe('185.00');
    expect(history.at(-1)?.createdBy).toBe(w.seller(1).userId);
    // The seller whose price never moved keeps its bid as it was.
    const [untouched] = await w.app.db
      .select()
      .from(bid)
      .where(eq(bid.id, bids[2] as string));
    expect(untouched?.revision).toBe(1);
    // The seller sees its own new price on its bid page.
    const mine = (await w.api.myBid(w.seller(1), ad.id)).json();
    expect(mine.bid.total).toBe('185.00');

    const ended = async (index: number) =>
      (await w.notificationsOf(w.seller(index).companyId, 'auctionEnded')).find(
        (n) => n.route === `/auctions/${auctionId}`,
      )?.params;
    expect(await ended(1)).toMatchObject({ rank: 1 });
    expect(await ended(0)).toMatchObject({ rank: 2 });
    expect(await ended(2)).toMatchObject({ rank: 3 });
    const finished = await w.notificationsOf(w.buyer.companyId, 'auctionFinished');
    expect(finished.some((n) => n.params.count === 3)).toBe(true);
  });

  it('the buyer then awards as always, at the final price', async () => {
    const { ad, bids } = await finishedAuction();
    at(31 * MINUTE);
    await settleDueAuctions(w.app.db, new Date());
    const award = await w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: bids[1] });
    expect(award.statusCode).toBe(201);
    const [order] = await w.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.bidId, bids[1] as string));
    expect(order?.total).toBe('185.00');
  });
});

describe('the report', () => {
  it('is a CSV of every auction bid and the final ranking, for the buyer only', async () => {
    const { auctionId } = await finishedAuction();
    at(31 * MINUTE);
    const response = await w.api.report(w.buyer, auctionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('eksiltme-raporu');
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Kayıt;Sıra no;Zaman (İstanbul);Firma;Sıralama;Başlangıç toplamı (KDV hariç);Toplam (KDV hariç);Düşüş (%);Para birimi',
    );
    const name = (index: number) => w.seller(index).companyName;
    expect(rows.slice(1).map((row) => row.split(';').filter((_, i) => i !== 2))).toEqual([
      ['Eksiltme teklifi', '1', name(1), '', '205,00', '200,00', '2,44', 'TRY'],
      ['Eksiltme teklifi', '2', name(0), '', '200,00', '190,00', '5,00', 'TRY'],
      ['Eksiltme teklifi', '3', name(1), '', '205,00', '185,00', '9,76', 'TRY'],
      ['Sonuç', '', name(1), '1', '205,00', '185,00', '9,76', 'TRY'],
      ['Sonuç', '', name(0), '2', '200,00', '190,00', '5,00', 'TRY'],
      ['Sonuç', '', name(2), '3', '210,00', '210,00', '0,00', 'TRY'],
    ]);
    expect((await w.api.report(w.seller(1), auctionId)).statusCode).toBe(404);
    expect((await w.api.report(w.otherBuyer, auctionId)).statusCode).toBe(404);
  });
});
