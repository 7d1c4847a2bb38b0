import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad as adTable, auctionBid } from '../../../db/schema/index.ts';
import { MINUTE, T0, at, auctionBody, useAuctionWorld } from './test-helpers.ts';

/**
 * POST /api/auctions/:id/bids: the server alone decides. Sealed totals (lines of 10 and 5):
 * seller 0 200,00; seller 1 205,00; seller 2 210,00 (submitted in that order).
 */
const w = useAuctionWorld({ sellers: 4 });
const SEALED = [
  ['10', '20'],
  ['11', '19'],
  ['12', '18'],
];

const priced = (itemIds: string[], prices: string[]) =>
  prices.map((unitPrice, index) => ({ adItemId: itemIds[index] as string, unitPrice }));

describe('the decrement and the ranks (on the total)', () => {
  it('each goes down from its own price by at least the step; ranks follow the totals', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED);
    at(MINUTE);
    const small = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['10.95']));
    expect(small.statusCode).toBe(409);
    expect(small.json().errors).toEqual([expect.objectContaining({ field: 'prices' })]);
    expect(small.json().detail).toContain('204,00');

    const ok = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['10.9']));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      role: 'seller',
      startTotal: '205.00',
      total: '204.00',
      rank: 2,
      highestNextTotal: '203.00',
      bestTotal: null,
    });
    expect(ok.json().auction).toMatchObject({
      bidCount: 1,
      serverNow: new Date(T0.getTime() + MINUTE).toISOString(),
    });

    const raised = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['5', '19.5']));
    expect(raised.statusCode).toBe(409);
    expect(raised.json().errors[0]).toMatchObject({
      field: 'prices.1.unitPrice',
      message: 'Birim fiyat son fiyatınızdan yüksek olamaz',
    });
    const same = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['10.9', '19']), 'en');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe(
      'Your new prices equal your last ones; lower at least one line',
    );

    const lead = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['9']));
    expect(lead.json()).toMatchObject({ total: '185.00', rank: 1 });
    const leader = (await w.api.room(w.seller(0), auctionId)).json();
    expect(leader).toMatchObject({ total: '200.00', rank: 2 });
    const third = (await w.api.room(w.seller(2), auctionId)).json();
    expect(third).toMatchObject({ total: '210.00', rank: 3 });
    // Seller 0 lost its place and is told its new one; seller 2 lost nothing.
    const outbid = await w.notificationsOf(w.seller(0).companyId, 'auctionOutbid');
    expect(outbid.filter((n) => n.route === `/auctions/${auctionId}`)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ rank: 2 }) }),
    ]);
    expect(
      (await w.notificationsOf(w.seller(2).companyId, 'auctionOutbid')).filter(
        (n) => n.route === `/auctions/${auctionId}`,
      ),
    ).toEqual([]);
    expect(await w.auditOf('auction.bid', auctionId)).toHaveLength(2);
    const stored = await w.app.db
      .select()
      .from(auctionBid)
      .where(eq(auctionBid.auctionId, auctionId));
    expect(stored.map((row) => [row.seq, row.total])).toEqual([
      [1, '204.00'],
      [2, '185.00'],
    ]);
  });

  it('a percentage step: 10 % off 200,00 allows 180,00 at most', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED, {
      decrementKind: 'percent',
      decrementValue: '10',
    });
    at(MINUTE);
    const near = await w.api.bid(w.seller(0), auctionId, priced(ad.itemIds, ['8.1']));
    expect(near.statusCode).toBe(409);
    expect(near.json().detail).toContain('180,00');
    const ok = await w.api.bid(w.seller(0), auctionId, priced(ad.itemIds, ['8']));
    expect(ok.json()).toMatchObject({ total: '180.00', highestNextTotal: '162.00' });
  });

  it('ties go to the price reached first: the sealed one by submission, then by bid order', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED);
    at(MINUTE);
    const bid = (index: number, prices: string[]) =>
      w.api.bid(w.seller(index), auctionId, priced(ad.itemIds, prices));
    // Sellers 1 and 2 come down to seller 0's sealed 200,00: seller 0 had it first.
    expect((await bid(1, ['10.5'])).json()).toMatchObject({ total: '200.00', rank: 2 });
    expect((await bid(2, ['11'])).json()).toMatchObject({ total: '200.00', rank: 3 });
    // Seller 0 and then seller 1 reach 195,00: seller 0 first.
    expect((await bid(0, ['9.5'])).json()).toMatchObject({ total: '195.00', rank: 1 });
    expect((await bid(1, ['10'])).json()).toMatchObject({ total: '195.00', rank: 2 });
    // A line may not go up, even for a lower total.
    expect((await bid(1, ['9', '20'])).statusCode).toBe(409);
    const buyer = (await w.api.room(w.buyer, auctionId)).json();
    const rows = buyer.participants.map(
      (p: { company: { id: string }; total: string; rank: number }) => [
        p.company.id,
        p.total,
        p.rank,
      ],
    );
    expect(rows).toEqual([
      [w.seller(0).companyId, '195.00', 1],
      [w.seller(1).companyId, '195.00', 2],
      [w.seller(2).companyId, '200.00', 3],
    ]);
  });
});

describe('the clock', () => {
  it('a bid in the last minutes pushes the end; one at the end is late', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED, { extensionMinutes: 2 });
    at(27 * MINUTE);
    const early = await w.api.bid(w.seller(0), auctionId, priced(ad.itemIds, ['9.9']));
    expect(early.json().auction.endsAt).toBe(new Date(T0.getTime() + 30 * MINUTE).toISOString());
    at(28 * MINUTE + 1000);
    const pushing = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['9']));
    expect(pushing.json().auction).toMatchObject({
      endsAt: new Date(T0.getTime() + 32 * MINUTE).toISOString(),
      plannedEndsAt: new Date(T0.getTime() + 30 * MINUTE).toISOString(),
    });
    at(31 * MINUTE);
    const again = await w.api.bid(w.seller(0), auctionId, priced(ad.itemIds, ['8']));
    expect(again.json().auction.endsAt).toBe(new Date(T0.getTime() + 34 * MINUTE).toISOString());
    at(34 * MINUTE);
    const late = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['7']));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Eksiltme sona erdi; bu teklif alınmadı');
    const lateEn = await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['7']), 'en');
    expect(lateEn.json().detail).toBe('The auction has ended; this bid was not taken');
    const room = (await w.api.room(w.seller(1), auctionId)).json();
    expect(room).toMatchObject({ total: '185.00', auction: { phase: 'ended', bidCount: 3 } });
  });

  it('no extension when the buyer chose none; a bid before the start is refused', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED, { extensionMinutes: 0 });
    at(29 * MINUTE + 59_000);
    const last = await w.api.bid(w.seller(2), auctionId, priced(ad.itemIds, ['11']));
    expect(last.json().auction.endsAt).toBe(new Date(T0.getTime() + 30 * MINUTE).toISOString());

    const next = await w.closedAdWithBids(SEALED);
    at(0);
    const startsAt = new Date(T0.getTime() + 10 * MINUTE).toISOString();
    const scheduled = (await w.api.start(w.buyer, next.ad.id, auctionBody({ startsAt }))).json();
    const early = await w.api.bid(w.seller(0), scheduled.id, priced(next.ad.itemIds, ['9']));
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('henüz başlamadı');
  });
});

describe('who may bid', () => {
  it('a seller left out hears why (409); a stranger, the buyer or a visitor get nothing', async () => {
    const { ad, bids } = await w.closedAdWithBids(SEALED);
    at(0);
    const body = auctionBody({ bidIds: [bids[0] as string, bids[1] as string] });
    const auctionId = (await w.api.start(w.buyer, ad.id, body)).json().id as string;
    const leftOut = await w.api.bid(w.seller(2), auctionId, priced(ad.itemIds, ['9']));
    expect(leftOut.statusCode).toBe(409);
    expect(leftOut.json().detail).toContain('katılmıyor');
    expect((await w.api.room(w.seller(2), auctionId)).statusCode).toBe(404);
    const stranger = await w.api.bid(w.seller(3), auctionId, priced(ad.itemIds, ['9']));
    expect(stranger.statusCode).toBe(404);
    expect((await w.api.room(w.seller(3), auctionId)).statusCode).toBe(404);
    expect((await w.api.room(w.otherBuyer, auctionId)).statusCode).toBe(404);
    expect((await w.api.bid(w.buyer, auctionId, priced(ad.itemIds, ['9']))).statusCode).toBe(403);
    expect((await w.api.bid(undefined, auctionId, priced(ad.itemIds, ['9']))).statusCode).toBe(401);
    const notMine = await w.api.bid(w.seller(0), auctionId, [
      { adItemId: 'baska', unitPrice: '1' },
    ]);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors[0]).toMatchObject({ field: 'prices.0.adItemId' });
    expect(
      await w.app.db.select().from(auctionBid).where(eq(auctionBid.auctionId, auctionId)),
    ).toEqual([]);
  });

  it('an ad cancelled during the auction takes no more auction bids', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED);
    await w.app.db.update(adTable).set({ status: 'cancelled' }).where(eq(adTable.id, ad.id));
    at(MINUTE);
    const refused = await w.api.bid(w.seller(0), auctionId, priced(ad.itemIds, ['9']));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('iptal edildi');
  });
});

describe('per line', () => {
  it('each changed line goes down by the step; every line has its own ranks', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED, {
      basis: 'line',
      decrementValue: '0.5',
    });
    at(MINUTE);
    const small = await w.api.bid(w.seller(1), auctionId, [
      { adItemId: ad.itemIds[1] as string, unitPrice: '18.6' },
    ]);
    expect(small.statusCode).toBe(409);
    expect(small.json().errors[0]).toMatchObject({ field: 'prices.0.unitPrice' });
    expect(small.json().errors[0].message).toContain('18,50');
    const ok = await w.api.bid(w.seller(1), auctionId, [
      { adItemId: ad.itemIds[1] as string, unitPrice: '17.5' },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().rank).toBeNull();
    expect(
      ok
        .json()
        .prices.map((p: { rank: number; highestNextUnitPrice: string }) => [
          p.rank,
          p.highestNextUnitPrice,
        ]),
    ).toEqual([
      [2, '10.50'],
      [1, '17.00'],
    ]);
  });
});
