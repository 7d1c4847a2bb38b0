import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { lineTotal } from '@teklifal/core';
import { adItem, bid, bidItem } from '../../../../db/schema/index.ts';
import { bidBody, useBidsWorld } from '../test-helpers.ts';
import { recomputeBidTotals } from './reprice-bids.ts';

/**
 * No route of its own: the ads module's update-ad calls it after an edit changed the lines
 * (the whole edit: ads/commands/update-ad.test.ts).
 */
const w = useBidsWorld({ sellers: 3 });

const linesOf = async (bidId: string) =>
  Object.fromEntries(
    (await w.app.db.select().from(bidItem).where(eq(bidItem.bidId, bidId))).map((line) => [
      line.adItemId,
      line.lineTotal,
    ]),
  );
const totalsOf = async (ids: string[]) =>
  Object.fromEntries(
    (await w.app.db.select().from(bid).where(inArray(bid.id, ids))).map((row) => [
      row.id,
      row.total,
    ]),
  );
const setQuantity = (itemId: string, quantity: string) =>
  w.app.db.update(adItem).set({ quantity }).where(eq(adItem.id, itemId));

describe('recomputeBidTotals', () => {
  it('line totals and totals follow the new quantities, half-up to cents like core', async () => {
    // Lines of 10 koli, 5 paket and 2.5 adet; prices per bid.
    const { ad, bids } = await w.adWithBids([
      ['10', '4', '0.05'],
      ['9.99', '3.33', '100'],
    ]);
    const [first, second] = bids as [string, string];
    const [line0, line1, line2] = ad.itemIds as [string, string, string];
    const other = await w.adWithBids([['10', '4', '0.05']]);
    const otherBefore = await totalsOf(other.bids);

    await setQuantity(line0, '12');
    await setQuantity(line1, '0.5');
    await setQuantity(line2, '0.5');
    await recomputeBidTotals(w.app.db, ad.id);

    expect(await linesOf(first)).toEqual({
      [line0]: '120.00',
      [line1]: '2.00',
      // 0.5 × 0.05 = 0.025: half a cent rounds up, as core's lineTotal does.
      [line2]: lineTotal('0.5', '0.05'),
    });
    expect(lineTotal('0.5', '0.05')).toBe('0.03');
    expect(await linesOf(second)).toEqual({
      [line0]: '119.88',
      [line1]: lineTotal('0.5', '3.33'),
      [line2]: '50.00',
    });
    expect(await totalsOf(bids)).toEqual({ [first]: '122.03', [second]: '171.55' });
    expect(await totalsOf(other.bids)).toEqual(otherBefore);
  });

  it('a removed line leaves the totals; statuses, revisions and prices stay', async () => {
    const { ad, bids } = await w.adWithBids([['10', '4', '2']]);
    const [only] = bids as [string];
    const [before] = await w.app.db.select().from(bid).where(eq(bid.id, only));
    await w.app.db.delete(adItem).where(eq(adItem.id, ad.itemIds[0]!));
    await recomputeBidTotals(w.app.db, ad.id);

    const [after] = await w.app.db.select().from(bid).where(eq(bid.id, only));
    // 5 × 4 + 2.5 × 2 without the 10 × 10 of the removed line.
    expect(after).toMatchObject({ total: '25.00', status: before?.status });
    expect(after?.revision).toBe(before?.revision);
    const prices = await w.app.db.select().from(bidItem).where(eq(bidItem.bidId, only));
    expect(prices.map((line) => line.unitPrice).sort()).toEqual(['2.00', '4.00']);
  });

  it('a bid missing a line’s price gets no total: a partial sum would read as its price', async () => {
    // The rule save-bid keeps ("a total only when every line is priced"), after an edit too.
    const { ad, bids } = await w.adWithBids([['10', '4', '2']]);
    const [submitted] = bids as [string];
    const partial = await w.api.saveBid(
      w.seller(1),
      ad.id,
      bidBody(ad.itemIds.slice(1), ['3', '3'], { submit: false }),
    );
    const draft = partial.json().bid.id as string;
    expect(partial.json().bid.total).toBeNull();
    // The edit adds a line nobody has priced yet.
    await w.app.db
      .insert(adItem)
      .values({ adId: ad.id, position: 3, name: 'Zımba teli', quantity: '3', unit: 'paket' });
    await recomputeBidTotals(w.app.db, ad.id);

    expect(await totalsOf([submitted, draft])).toEqual({ [submitted]: null, [draft]: null });
  });
});
