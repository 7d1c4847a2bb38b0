import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bid } from '../../../../db/schema/index.ts';
import { insertAd } from '../../../../test/procurement.ts';
import { auditOf, bidBody, clockAt, notificationsOf, useBidsWorld } from '../test-helpers.ts';

const w = useBidsWorld({ sellers: 1 });
const HOUR = 60 * 60 * 1000;

describe('POST /api/ads/:adId/bids/mine/withdraw', () => {
  it('withdraws a submitted bid before the deadline, tells the buyer, and may submit again', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    const saved = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    const bidId = saved.json().bid.id as string;

    const response = await w.api.withdraw(seller, ad.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().bid).toMatchObject({ status: 'withdrawn', revision: 1 });
    expect(response.json().abilities).toMatchObject({ submit: true, withdraw: false, save: false });
    const withdrawnNotes = await notificationsOf(w.app, w.buyer.companyId, 'bidWithdrawn');
    expect(withdrawnNotes.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    expect(await auditOf(w.app, 'bid.withdrawn', bidId)).toHaveLength(1);
    expect((await w.bidOn(ad.id))?.withdrawnAt).not.toBeNull();

    expect((await w.api.withdraw(seller, ad.id)).statusCode).toBe(409);
    const draft = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9'], { submit: false }));
    expect(draft.statusCode).toBe(409);

    const again = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9']));
    expect(again.statusCode).toBe(200);
    expect(again.json().bid).toMatchObject({ status: 'submitted', revision: 2 });
    const received = await notificationsOf(w.app, w.buyer.companyId, 'bidReceived');
    expect(received.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(2);
    expect((await w.bidOn(ad.id))?.withdrawnAt).toBeNull();
  });

  it('names the seller to the buyer and audits the bid as it stands after the withdrawal', async () => {
    const seller = w.seller(0);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      title: 'Torna tezgâhı bakımı',
    });
    const saved = await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    const bidId = saved.json().bid.id as string;
    const at = new Date(Date.now() + HOUR);
    clockAt(at);
    expect((await w.api.withdraw(seller, ad.id)).statusCode).toBe(200);

    const told = (await notificationsOf(w.app, w.buyer.companyId, 'bidWithdrawn')).filter((n) =>
      n.route?.endsWith(ad.id),
    );
    expect(told).toEqual([
      expect.objectContaining({
        message: `${seller.companyName}, "Torna tezgâhı bakımı" ilanındaki teklifini geri çekti`,
        route: `/ad-details/${w.buyer.companyId}/${ad.id}`,
      }),
    ]);
    const [audit] = await auditOf(w.app, 'bid.withdrawn', bidId);
    expect(audit).toMatchObject({
      companyId: seller.companyId,
      actorUserId: seller.userId,
      entityType: 'bid',
      data: { adId: ad.id, revision: 1, status: 'withdrawn', total: '120.00' },
    });
    expect((await w.bidOn(ad.id))?.withdrawnAt).toEqual(at);
  });

  it('a bid awaiting confirmation (after an ad edit) may be withdrawn too', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    await w.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.adId, ad.id));
    const response = await w.api.withdraw(seller, ad.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().bid.status).toBe('withdrawn');
    expect((await w.bidOn(ad.id))?.status).toBe('withdrawn');
  });

  it('refuses after the deadline, for a draft, and without a bid (404)', async () => {
    const seller = w.seller(0);
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      bidDeadline: deadline,
    });
    expect((await w.api.withdraw(seller, ad.id)).statusCode).toBe(404);
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10'], { submit: false }));
    const ofDraft = await w.api.withdraw(seller, ad.id);
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().detail).toContain('geri çekilebilir');

    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    clockAt(new Date(deadline.getTime() + 1));
    const late = await w.api.withdraw(seller, ad.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Son teklif tarihi geçti');
    expect((await w.bidOn(ad.id))?.status).toBe('submitted');
    expect(await auditOf(w.app, 'bid.withdrawn', (await w.bidOn(ad.id))?.id ?? '')).toHaveLength(0);
  });

  it('refuses the buyer (403) and a company not confirmed as seller; the bid stays', async () => {
    const seller = w.seller(0);
    const ad = await w.openAd();
    await w.api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    const byBuyer = await w.api.withdraw(w.buyer, ad.id);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().code).toBe('SELLER_NOT_CONFIRMED');
    expect((await w.api.withdraw(undefined, ad.id)).statusCode).toBe(401);
    expect((await w.bidOn(ad.id))?.status).toBe('submitted');
  });
});
