import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid, bidItem, bidRevision, purchaseOrder } from '../../../db/schema/index.ts';
import { insertAd, insertBid } from '../../../test/procurement.ts';
import { bidBody, useBidsWorld } from './test-helpers.ts';

/**
 * Races: two requests at once. On PostgreSQL (TEST_DATABASE_URL) they really run in parallel,
 * so these tests check the locks and conditional updates, not only the sequential rules.
 */
const w = useBidsWorld({ sellers: 4 });

const storedBids = (adId: string) => w.app.db.select().from(bid).where(eq(bid.adId, adId));

describe('no lost update, never a duplicate', () => {
  it('a stale expectedRevision is refused with 409 and changes nothing', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
    await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['9'], { expectedRevision: 1 }));
    const stale = await w.api.saveBid(
      w.seller(0),
      ad.id,
      bidBody(ad.itemIds, ['8'], { expectedRevision: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('başka bir işlemle değişti');
    const [row] = await storedBids(ad.id);
    expect(row).toMatchObject({ revision: 2, total: '135.00' });
  });

  it('two revisions from the same revision at once: one 200, one 409, history intact', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    const first = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
    const bidId = first.json().bid.id as string;
    const results = await Promise.all([
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['9'], { expectedRevision: 1 })),
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['7'], { expectedRevision: 1 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json().bid;

    const [row] = await storedBids(ad.id);
    expect(row).toMatchObject({ revision: 2, total: winner.total });
    const revisions = await w.app.db.select().from(bidRevision).where(eq(bidRevision.bidId, bidId));
    expect(revisions.map((r) => r.revision).sort()).toEqual([1, 2]);
    expect(revisions.find((r) => r.revision === 2)?.snapshot.total).toBe(winner.total);
    const lines = await w.app.db.select().from(bidItem).where(eq(bidItem.bidId, bidId));
    expect(lines.map((line) => line.unitPrice).sort()).toEqual(
      winner.items.map((item: { unitPrice: string }) => item.unitPrice).sort(),
    );
  });

  it('two first saves at once make one bid: one 200, one 409', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    const results = await Promise.all([
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10'], { expectedRevision: 0 })),
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['11'], { expectedRevision: 0 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await storedBids(ad.id)).toHaveLength(1);
  });

  it('two first saves without expectedRevision never duplicate the bid either', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    const results = await Promise.all([
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10'])),
      w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['11'])),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await storedBids(ad.id)).toHaveLength(1);
  });
});

describe('two awards at once', () => {
  it('two different awards at once: exactly one 201, one 409, and only its orders exist', async () => {
    const { ad, bids } = await w.adWithBids([
      ['10', '10', '10'],
      ['9', '9', '9'],
      ['8', '8', '8'],
    ]);
    const [a, b, c] = bids as [string, string, string];
    const results = await Promise.all([
      w.api.award(w.buyer, ad.id, { mode: 'whole', bidId: a }),
      w.api.award(w.buyer, ad.id, {
        mode: 'lines',
        lines: [
          { adItemId: ad.itemIds[0]!, bidId: b },
          { adItemId: ad.itemIds[1]!, bidId: c },
        ],
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toContain(
      'zaten sonuçlandırıldı',
    );
    const winner = results.find((r) => r.statusCode === 201)!.json().orders as { id: string }[];
    const stored = await w.ordersOf(ad.id);
    expect(stored.map((order) => order.id).sort()).toEqual(winner.map((o) => o.id).sort());
    const statuses = await w.bidStatuses(bids);
    const accepted = Object.entries(statuses).filter(([, status]) => status === 'accepted');
    expect(accepted).toHaveLength(winner.length);
    expect(Object.values(statuses).every((s) => s === 'accepted' || s === 'rejected')).toBe(true);
  });

  it('two re-awards of the declined line at once: one 201, one 409', async () => {
    const { ad, bids, orderOfFirst } = await w.splitAwarded();
    await w.app.db
      .update(purchaseOrder)
      .set({ status: 'declined' })
      .where(eq(purchaseOrder.id, orderOfFirst));
    const extra = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(3).companyId,
      unitPrices: ['7'],
      status: 'rejected',
    });
    const results = await Promise.all(
      [bids[2]!, extra.id].map((bidId) =>
        w.api.award(w.buyer, ad.id, {
          mode: 'lines',
          lines: [{ adItemId: ad.itemIds[0]!, bidId }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const live = (await w.ordersOf(ad.id)).filter((o) => o.status !== 'declined');
    expect(live).toHaveLength(2);
  });
});
