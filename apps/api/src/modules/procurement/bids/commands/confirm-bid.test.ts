import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adItem, bid, bidRevision } from '../../../../db/schema/index.ts';
import { insertAd } from '../../../../test/procurement.ts';
import { auditOf, bidBody, clockAt, notificationsOf, useBidsWorld } from '../test-helpers.ts';

const w = useBidsWorld({ sellers: 1 });
const HOUR = 60 * 60 * 1000;

/** What an ad edit does to a bid: a quantity changes and the bid needs confirming. */
async function editedAfterBid(adId: string, itemId: string, quantity: string) {
  await w.app.db.update(adItem).set({ quantity }).where(eq(adItem.id, itemId));
  await w.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.adId, adId));
}

describe('POST /api/ads/:adId/bids/mine/confirm (after the buyer edited the ad)', () => {
  it('confirms a bid awaiting confirmation: submitted again, totals of the current quantities', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    await editedAfterBid(ad.id, ad.itemIds[0]!, '20');
    const before = (await w.api.myBid(seller, ad.id)).json();
    expect(before.abilities).toMatchObject({ confirm: true, withdraw: true, submit: true });
    // The seller is shown what changed since its bid.
    expect(before.adChanges).toEqual([
      {
        kind: 'lineChanged',
        name: 'A4 fotokopi kağıdı',
        parts: [{ part: 'quantity', before: '10', after: '20' }],
      },
    ]);

    const response = await w.api.confirm(seller, ad.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().bid).toMatchObject({
      status: 'submitted',
      revision: 2,
      total: '220.00',
      items: [
        { adItemId: ad.itemIds[0], unitPrice: '10.00', lineTotal: '200.00' },
        { adItemId: ad.itemIds[1], unitPrice: '4.00', lineTotal: '20.00' },
      ],
    });
    expect(response.json().bid.history[0]).toMatchObject({ revision: 2, total: '220.00' });
    expect(await auditOf(w.app, 'bid.confirmed', response.json().bid.id)).toHaveLength(1);
    expect(response.json().adChanges).toEqual([]);
    const again = await w.api.confirm(seller, ad.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('onay beklemiyor');
  });

  it('tells the buyer the bid was revised, and stores the revision and the audit line', async () => {
    const seller = w.seller(0);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Kompresör yedek parça alımı',
    });
    const saved = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    const bidId = saved.json().bid.id as string;
    await editedAfterBid(ad.id, ad.itemIds[1]!, '7.5');
    const at = new Date(Date.now() + HOUR);
    clockAt(at);
    expect((await w.api.confirm(seller, ad.id)).statusCode).toBe(200);

    const told = (await notificationsOf(w.app, w.buyer.companyId, 'bidRevised')).filter((n) =>
      n.route?.endsWith(ad.id),
    );
    expect(told).toEqual([
      expect.objectContaining({
        message: `${seller.companyName}, "Kompresör yedek parça alımı" ilanındaki teklifini güncelledi`,
      }),
    ]);
    const stored = await w.bidOn(ad.id);
    expect(stored).toMatchObject({ status: 'submitted', revision: 2, total: '130.00' });
    expect(stored?.submittedAt).toEqual(at);
    const revisions = await w.app.db.select().from(bidRevision).where(eq(bidRevision.bidId, bidId));
    const second = revisions.find((row) => row.revision === 2);
    expect(second).toMatchObject({ status: 'submitted', createdBy: seller.userId });
    expect(second?.snapshot.total).toBe('130.00');
    expect(second?.snapshot.items).toEqual([
      { adItemId: ad.itemIds[0], unitPrice: '10.00', lineTotal: '100.00', vatRate: 20 },
      { adItemId: ad.itemIds[1], unitPrice: '4.00', lineTotal: '30.00', vatRate: 20 },
    ]);
    expect(second?.snapshot.vatTotal).toBe('26.00');
    const [audit] = await auditOf(w.app, 'bid.confirmed', bidId);
    expect(audit).toMatchObject({
      companyId: seller.companyId,
      actorUserId: seller.userId,
      data: { adId: ad.id, revision: 2, status: 'submitted', total: '130.00' },
    });
  });

  it('refuses when a line added by the edit has no price: revise instead', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    const [added] = await w.app.db
      .insert(adItem)
      .values({ adId: ad.id, position: 2, name: 'Zımba teli', quantity: '3', unit: 'paket' })
      .returning();
    await w.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.adId, ad.id));

    const view = (await w.api.myBid(seller, ad.id)).json();
    expect(view.bid.items[2]).toEqual({
      adItemId: added?.id,
      unitPrice: null,
      lineTotal: null,
      vatRate: 20,
      vatAmount: null,
      grossTotal: null,
    });
    const refused = await w.api.confirm(seller, ad.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('revize edin');
    expect((await w.bidOn(ad.id))?.status).toBe('needs_confirmation');

    const revised = await w.api.saveBid(
      seller,
      ad.id,
      bidBody([...ad.itemIds, added?.id ?? ''], ['10', '4', '2'], { expectedRevision: 1 }),
    );
    expect(revised.statusCode).toBe(200);
    expect(revised.json().bid).toMatchObject({ status: 'submitted', revision: 2, total: '126.00' });
    const notes = await notificationsOf(w.app, w.buyer.companyId, 'bidRevised');
    expect(notes.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
  });

  it('a bid that does not await confirmation, or none at all, cannot be confirmed', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    expect((await w.api.confirm(seller, ad.id)).statusCode).toBe(404);
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    expect((await w.api.confirm(seller, ad.id)).statusCode).toBe(409);
  });

  it('refuses after the deadline: the bid keeps awaiting confirmation, nothing recorded', async () => {
    const seller = w.seller(0);
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      bidDeadline: deadline,
    });
    const saved = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    const bidId = saved.json().bid.id as string;
    await editedAfterBid(ad.id, ad.itemIds[0]!, '20');
    clockAt(deadline);
    const late = await w.api.confirm(seller, ad.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Son teklif tarihi geçti');
    expect(await w.bidOn(ad.id)).toMatchObject({ status: 'needs_confirmation', revision: 1 });
    expect(await auditOf(w.app, 'bid.confirmed', bidId)).toHaveLength(0);
  });
});
