import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid } from '../../../db/schema/index.ts';
import { inject } from '../../../test/helper.ts';
import { insertAd } from '../../../test/procurement.ts';
import { bidBody, useBidsWorld } from './test-helpers.ts';

/**
 * A bid and the buyer closing the ad early are judged by the order they commit in: every bid
 * stored was written before the close's stamp, and a seller whose bid came second is told the
 * ad closed (409), never that it does not exist. On PostgreSQL (TEST_DATABASE_URL) the requests
 * really run in parallel.
 */
const w = useBidsWorld({ sellers: 4 });

const closeEarly = (adId: string) =>
  inject(w.app, { method: 'POST', url: `/api/ads/${adId}/close`, cookie: w.buyer.cookie });

describe('a bid that comes after the close', () => {
  it('is a 409 that says the ad closed, for a seller without a bid too; reading it stays a 404', async () => {
    const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    expect((await closeEarly(ad.id)).statusCode).toBe(200);

    const late = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Bu ilan kapandı');
    // A closed ad stays out of sight of sellers that did not bid on it.
    expect((await w.api.myBid(w.seller(0), ad.id)).statusCode).toBe(404);
  });

  it('stays a 404 for a seller the ad was never open to (an invited-only ad)', async () => {
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      visibility: 'invited',
    });
    expect((await closeEarly(ad.id)).statusCode).toBe(200);
    const response = await w.api.saveBid(w.seller(1), ad.id, bidBody(ad.itemIds, ['10']));
    expect(response.statusCode).toBe(404);
  });
});

describe('bids racing the close', () => {
  it('are stored only when written before the close, and refused with 409 otherwise', async () => {
    for (let round = 0; round < 3; round++) {
      const ad = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
      const answers = await Promise.all([
        ...w.sellers.map((seller) =>
          w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4'])),
        ),
        closeEarly(ad.id),
      ]);
      const close = answers.pop();
      expect(close?.statusCode).toBe(200);
      const closedAt = new Date(close?.json().closedAt as string);
      expect(Number.isFinite(closedAt.getTime())).toBe(true);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);

      const stored = await w.app.db.select().from(bid).where(eq(bid.adId, ad.id));
      expect(stored).toHaveLength(answers.filter((a) => a.statusCode === 200).length);
      for (const row of stored) {
        expect(row.submittedAt?.getTime()).toBeLessThanOrEqual(closedAt.getTime());
      }
    }
  });
});
