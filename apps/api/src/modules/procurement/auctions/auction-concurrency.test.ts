import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auctionBid } from '../../../db/schema/index.ts';
import { MINUTE, at, useAuctionWorld } from './test-helpers.ts';

/**
 * Bids at once. On PostgreSQL (TEST_DATABASE_URL) they really run in parallel, so this checks
 * the auction's row lock: one strict order, every bid judged against the one before, no lost
 * update and exactly the right winner. On PGlite they queue, and the rules must hold the same.
 */
const SELLERS = 6;
const w = useAuctionWorld({ sellers: SELLERS });

/** Every seller starts at 200,00 + 5 × its index (one line of 10 at 20 + index/2). */
const sealed = Array.from({ length: SELLERS }, (_, index) => [String(20 + index / 2)]);
const ONE_LINE = [{ name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' as const }];

const historyOf = (auctionId: string) =>
  w.app.db
    .select()
    .from(auctionBid)
    .where(eq(auctionBid.auctionId, auctionId))
    .orderBy(asc(auctionBid.seq));

async function start() {
  const { ad } = await w.closedAdWithBids(sealed, { items: ONE_LINE });
  at(0);
  const response = await w.api.start(w.buyer, ad.id, {
    startsAt: new Date().toISOString(),
    durationMinutes: 30,
    basis: 'total',
    decrementKind: 'amount',
    decrementValue: '1',
    extensionMinutes: 2,
  });
  expect(response.statusCode).toBe(201);
  at(MINUTE);
  return { itemId: ad.itemIds[0] as string, auctionId: response.json().id as string };
}

describe('concurrent bids', () => {
  it('from every seller at once: a strict sequence, and the lowest price wins', async () => {
    const { itemId, auctionId } = await start();
    // Each seller goes to 150,00 + its index (seller 0 lowest), all at the same moment.
    const targets = sealed.map((_, index) => String(15 + index / 10));
    const results = await Promise.all(
      targets.map((unitPrice, index) =>
        w.api.bid(w.seller(index), auctionId, [{ adItemId: itemId, unitPrice }]),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(targets.map(() => 201));
    const history = await historyOf(auctionId);
    expect(history.map((row) => row.seq)).toEqual(targets.map((_, index) => index + 1));
    const buyer = (await w.api.room(w.buyer, auctionId)).json();
    expect(buyer.auction.bidCount).toBe(SELLERS);
    expect(buyer.participants[0]).toMatchObject({
      company: { id: w.seller(0).companyId },
      rank: 1,
      total: '150.00',
    });
    expect(buyer.participants.map((p: { rank: number }) => p.rank)).toEqual(
      targets.map((_, index) => index + 1),
    );
  });

  it('the same price from several sellers at once goes to the one the server took first', async () => {
    const { itemId, auctionId } = await start();
    const results = await Promise.all(
      sealed.map((_, index) =>
        w.api.bid(w.seller(index), auctionId, [{ adItemId: itemId, unitPrice: '18' }]),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const [first] = await historyOf(auctionId);
    const buyer = (await w.api.room(w.buyer, auctionId)).json();
    const winner = buyer.participants[0];
    expect(winner).toMatchObject({ bidId: first?.bidId, rank: 1, total: '180.00' });
    // Every other seller at 180,00 ranks in the order the server took its bid.
    const order = (await historyOf(auctionId)).map((row) => row.bidId);
    expect(buyer.participants.map((p: { bidId: string }) => p.bidId)).toEqual(order);
  });

  it('one seller twice at once from the same price: one is taken, the other is refused', async () => {
    const { itemId, auctionId } = await start();
    const results = await Promise.all(
      ['19', '19'].map((unitPrice) =>
        w.api.bid(w.seller(0), auctionId, [{ adItemId: itemId, unitPrice }]),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await historyOf(auctionId)).toHaveLength(1);
    expect((await w.api.room(w.seller(0), auctionId)).json().total).toBe('190.00');
  });

  it('a race of many rounds ends with the lowest price and no gap in the sequence', async () => {
    const { itemId, auctionId } = await start();
    // Three rounds; in each every seller tries one step below the best price it last saw.
    let accepted = 0;
    for (let round = 0; round < 3; round++) {
      const rooms = await Promise.all(
        sealed.map((_, index) => w.api.room(w.seller(index), auctionId)),
      );
      const results = await Promise.all(
        rooms.map((room, index) => {
          const next = room.json().highestNextTotal as string;
          const unitPrice = (Number(next) / 10 - index / 100).toFixed(2);
          return w.api.bid(w.seller(index), auctionId, [{ adItemId: itemId, unitPrice }]);
        }),
      );
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      accepted += results.length;
    }
    const history = await historyOf(auctionId);
    expect(history.map((row) => row.seq)).toEqual(
      Array.from({ length: accepted }, (_, i) => i + 1),
    );
    const lowest = history.reduce((best, row) =>
      Number(row.total) < Number(best.total) ? row : best,
    );
    const buyer = (await w.api.room(w.buyer, auctionId)).json();
    expect(buyer.participants[0]).toMatchObject({
      bidId: lowest.bidId,
      total: lowest.total,
      rank: 1,
    });
  });
});
