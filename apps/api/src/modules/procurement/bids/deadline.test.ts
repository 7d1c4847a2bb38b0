import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad as adTable } from '../../../db/schema/index.ts';
import { insertAd } from '../../../test/procurement.ts';
import { bidBody, clockAt, useBidsWorld } from './test-helpers.ts';

/**
 * The deadline is an instant, for every bid write and for what the seller's bid page says
 * (the save itself: commands/save-bid.test.ts; withdraw and confirm refuse late in theirs).
 */
const w = useBidsWorld({ sellers: 1 });
const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the deadline is an instant', () => {
  it('a bid one millisecond before the deadline is accepted', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      bidDeadline: deadline,
    });
    clockAt(new Date(deadline.getTime() - 1));
    const response = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
    expect(response.statusCode).toBe(200);
    expect(response.json().bid.status).toBe('submitted');
  });

  it('at the deadline and one millisecond after it, a bid is late (409), nothing stored', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      bidDeadline: deadline,
    });
    for (const at of [deadline.getTime(), deadline.getTime() + 1]) {
      clockAt(new Date(at));
      const response = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('Son teklif tarihi geçti');
    }
    expect(await w.bidOn(ad.id)).toBeUndefined();
    const view = await w.api.myBid(w.seller(0), ad.id);
    expect(view.json()).toMatchObject({
      bid: null,
      closedReason: 'deadlinePassed',
      abilities: { save: false, submit: false, withdraw: false, confirm: false },
    });
  });

  it('a deadline that passes while the seller waits: the next save is refused', async () => {
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      bidDeadline: new Date(Date.now() + 400),
    });
    const first = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
    expect(first.statusCode).toBe(200);
    await sleep(450);
    const late = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['9']));
    expect(late.statusCode).toBe(409);
    expect((await w.bidOn(ad.id))?.revision).toBe(1);
  });

  it('a closed, cancelled or awarded ad takes no bids', async () => {
    for (const status of ['closed', 'cancelled', 'awarded'] as const) {
      const ad = await w.openAd();
      await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['10']));
      await w.app.db.update(adTable).set({ status }).where(eq(adTable.id, ad.id));
      const response = await w.api.saveBid(w.seller(0), ad.id, bidBody(ad.itemIds, ['9']));
      expect(response.statusCode).toBe(409);
      const view = (await w.api.myBid(w.seller(0), ad.id)).json();
      expect(view.closedReason).toBe('adNotOpen');
      expect(view.abilities.submit).toBe(false);
    }
  });
});
