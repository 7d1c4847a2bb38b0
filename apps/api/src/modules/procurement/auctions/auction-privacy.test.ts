import { describe, expect, it } from 'vitest';
import { MINUTE, at, useAuctionWorld } from './test-helpers.ts';

/**
 * A seller never learns another seller's name or price: not in its room, not in a bid's answer,
 * not in a live event. Only the best price, nameless, when the buyer chose to show it.
 */
const w = useAuctionWorld({ sellers: 3 });
const SEALED = [
  ['10', '20'],
  ['11', '19'],
  ['12', '18'],
];

const priced = (itemIds: string[], prices: string[]) =>
  prices.map((unitPrice, index) => ({ adItemId: itemIds[index] as string, unitPrice }));

/** Who another participant is, as it would appear in JSON (its prices are checked apart). */
const secretsOf = (index: number, bidId: string) => [
  w.seller(index).companyName,
  w.seller(index).companyId,
  bidId,
];

describe('what a seller sees', () => {
  it('its own prices, rank and clock; never another seller’s name, id, bid or price', async () => {
    const { ad, bids, auctionId } = await w.runningAuction(SEALED);
    at(MINUTE);
    // Seller 1 goes first (195,00), seller 2 follows (190,00): prices nobody else has.
    await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['10']));
    const answer = await w.api.bid(w.seller(2), auctionId, priced(ad.itemIds, ['11']));
    expect(answer.json()).toMatchObject({ total: '200.00', rank: 3 });
    await w.api.bid(w.seller(2), auctionId, priced(ad.itemIds, ['10']));

    const room = await w.api.room(w.seller(0), auctionId);
    expect(room.json()).toMatchObject({
      role: 'seller',
      total: '200.00',
      rank: 3,
      bestTotal: null,
      history: [],
    });
    expect(room.json().prices.map((p: { bestUnitPrice: unknown }) => p.bestUnitPrice)).toEqual([
      null,
      null,
    ]);
    // Seller 0's room shows nothing of sellers 1 and 2; seller 2's answer nothing of 0 and 1.
    const secrets = async (indexes: number[]) =>
      indexes.flatMap((i) => secretsOf(i, bids[i] as string));
    for (const secret of await secrets([1, 2])) expect(room.body).not.toContain(secret);
    for (const secret of await secrets([0, 1])) expect(answer.body).not.toContain(secret);
    // Their prices: seller 1 205,00 → 195,00; seller 2 210,00 → 200,00 → 190,00.
    for (const price of ['205.00', '195.00', '210.00', '190.00']) {
      expect(room.body).not.toContain(price);
    }
    for (const price of ['205.00', '195.00']) expect(answer.body).not.toContain(price);

    // The buyer sees everyone, by name, live.
    const buyer = (await w.api.room(w.buyer, auctionId)).json();
    expect(buyer.role).toBe('buyer');
    expect(
      buyer.participants.map((p: { company: { name: string } }) => p.company.name).sort(),
    ).toEqual([0, 1, 2].map((i) => w.seller(i).companyName).sort());
    expect(buyer.history.map((h: { bidId: string; total: string }) => [h.bidId, h.total])).toEqual([
      [bids[1], '195.00'],
      [bids[2], '200.00'],
      [bids[2], '190.00'],
    ]);
  });

  it('the live events of an auction carry its id and its ad’s, nothing else', async () => {
    const { ad, auctionId } = await w.runningAuction(SEALED);
    at(MINUTE);
    const before = (await w.eventsOf(w.seller(0).companyId)).length;
    await w.api.bid(w.seller(1), auctionId, priced(ad.itemIds, ['10']));
    const events = (await w.eventsOf(w.seller(0).companyId)).slice(before);
    const auctionEvents = events.filter((event) => event.kind === 'auction');
    expect(auctionEvents).toHaveLength(1);
    for (const event of events) {
      if (event.kind === 'auction') expect(event.data).toEqual({ auctionId, adId: ad.id });
      const text = JSON.stringify(event.data);
      expect(text).not.toContain(w.seller(1).companyName);
      expect(text).not.toContain(w.seller(1).companyId);
      expect(text).not.toContain('195.00');
    }
    // The buyer hears of it too; a stranger hears nothing.
    expect((await w.eventsOf(w.buyer.companyId)).some((e) => e.kind === 'auction')).toBe(true);
    expect((await w.eventsOf(w.otherBuyer.companyId)).some((e) => e.kind === 'auction')).toBe(
      false,
    );
  });

  it('the best price without a name, when the buyer chose to show it', async () => {
    const totals = await w.runningAuction(SEALED, { showBestPrice: true });
    at(MINUTE);
    await w.api.bid(w.seller(1), totals.auctionId, priced(totals.ad.itemIds, ['10']));
    const room = (await w.api.room(w.seller(2), totals.auctionId)).json();
    expect(room).toMatchObject({ bestTotal: '195.00', rank: 3 });
    expect(JSON.stringify(room)).not.toContain(w.seller(1).companyName);

    const lines = await w.runningAuction(SEALED, { showBestPrice: true, basis: 'line' });
    at(MINUTE);
    const seller2 = (await w.api.room(w.seller(2), lines.auctionId)).json();
    expect(seller2.bestTotal).toBeNull();
    expect(seller2.prices.map((p: { bestUnitPrice: string }) => p.bestUnitPrice)).toEqual([
      '10.00',
      '18.00',
    ]);
  });
});
