import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { ad } from '../../../../db/schema/index.ts';
import {
  adRow,
  auditOf,
  createDraft,
  notificationsOf,
  publishedAd,
  publishedAdWithBids,
  useAdsWorld,
} from '../test-helpers.ts';

/** Sellers 0 and 2 follow their bids; seller 1 withdrew. */
const w = useAdsWorld({ sellers: 3 });

const close = (adId: string, who = w.buyer) => w.command(who, adId, 'close');
const toldAbout = async (companyId: string, adId: string) =>
  (await notificationsOf(w.app, companyId, 'adClosedEarly')).filter((note) =>
    note.route?.endsWith(adId),
  );

describe('POST /api/ads/:adId/close', () => {
  it('closes a published ad; a closed or draft ad cannot be closed', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const response = await close(published.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({ status: 'closed' });
    expect(response.json<AdView>().closedAt).not.toBeNull();
    expect((await close(published.id)).statusCode).toBe(409);
    const draft = await createDraft(w.app, w.buyer.cookie);
    expect((await close(draft.id)).statusCode).toBe(409);
    expect((await close(published.id, w.otherBuyer)).statusCode).toBe(404);
    expect(await auditOf(w.app, published.id, 'ad.closedEarly')).toHaveLength(1);
  });

  it('tells the companies whose bids are still in play, not those who withdrew', async () => {
    const published = await publishedAdWithBids(w.app, w.buyer, [
      [w.seller(0), 'submitted'],
      [w.seller(1), 'withdrawn'],
    ]);
    expect((await close(published.id)).statusCode).toBe(200);
    const told = await notificationsOf(w.app, w.seller(0).companyId, 'adClosedEarly');
    expect(told.filter((n) => n.params.title === published.title)).toHaveLength(1);
    const withdrawn = await notificationsOf(w.app, w.seller(1).companyId, 'adClosedEarly');
    expect(withdrawn.filter((n) => n.params.title === published.title)).toHaveLength(0);
  });

  it('a draft bid or one awaiting confirmation is told too; the audit keeps the old deadline', async () => {
    const published = await publishedAdWithBids(
      w.app,
      w.buyer,
      [
        [w.seller(0), 'needs_confirmation'],
        [w.seller(2), 'draft'],
      ],
      { title: 'Erken kapanan ihale' },
    );
    expect((await close(published.id)).statusCode).toBe(200);
    for (const seller of [w.seller(0), w.seller(2)]) {
      const told = await toldAbout(seller.companyId, published.id);
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toBe(
        '"Erken kapanan ihale" ilanı son teklif tarihinden önce teklife kapatıldı',
      );
    }
    expect(await toldAbout(w.buyer.companyId, published.id)).toHaveLength(0);
    const [audit] = await auditOf(w.app, published.id, 'ad.closedEarly');
    expect(audit).toMatchObject({
      companyId: w.buyer.companyId,
      actorUserId: w.buyer.userId,
      data: { bidDeadline: published.bidDeadline },
    });
  });

  it('refuses a published ad whose deadline already passed, and a seller (403)', async () => {
    const published = await publishedAdWithBids(w.app, w.buyer, [[w.seller(0), 'submitted']]);
    const passed = new Date(Date.now() - 1000);
    await w.app.db.update(ad).set({ bidDeadline: passed }).where(eq(ad.id, published.id));
    const late = await close(published.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');
    const bySeller = await close(published.id, w.seller(0));
    expect(bySeller.statusCode).toBe(403);
    expect((await adRow(w.app, published.id))?.closedAt).toBeNull();
    expect(await toldAbout(w.seller(0).companyId, published.id)).toHaveLength(0);
    expect(await auditOf(w.app, published.id, 'ad.closedEarly')).toHaveLength(0);
  });
});
