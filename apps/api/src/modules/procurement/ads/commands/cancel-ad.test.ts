import { describe, expect, it } from 'vitest';
import type { AdView } from '@teklifal/core';
import { eq } from 'drizzle-orm';
import { purchaseOrder } from '../../../../db/schema/index.ts';
import { insertBid, insertOrder } from '../../../../test/procurement.ts';
import {
  adRow,
  auditOf,
  createDraft,
  fieldsOf,
  notificationsOf,
  publishedAd,
  publishedAdWithBids,
  useAdsWorld,
} from '../test-helpers.ts';

const w = useAdsWorld({ sellers: 3 });

const cancel = (adId: string, reason: string, who = w.buyer) =>
  w.command(who, adId, 'cancel', { reason });
const toldAbout = async (companyId: string, adId: string) =>
  (await notificationsOf(w.app, companyId, 'adCancelled')).filter((note) =>
    note.route?.endsWith(adId),
  );

describe('POST /api/ads/:adId/cancel', () => {
  it('cancels with a reason, tells the bidders, and never touches an order', async () => {
    const [winner, bidder] = [w.seller(0), w.seller(1)];
    const published = await publishedAd(w.app, w.buyer.cookie);
    const accepted = await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: winner.companyId,
      unitPrices: ['5', '6'],
      status: 'accepted',
    });
    await insertBid(w.app.db, {
      adId: published.id,
      sellerCompanyId: bidder.companyId,
      unitPrices: ['7', '8'],
    });
    const order = await insertOrder(w.app.db, {
      adId: published.id,
      bidId: accepted.id,
      buyerCompanyId: w.buyer.companyId,
      sellerCompanyId: winner.companyId,
      status: 'confirmed',
    });
    const response = await cancel(published.id, 'Proje ertelendi');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Proje ertelendi',
    });
    const told = await notificationsOf(w.app, bidder.companyId, 'adCancelled');
    expect(told.at(-1)?.message).toContain('Gerekçe: Proje ertelendi');
    const [orderAfter] = await w.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.id, order.id));
    expect(orderAfter?.status).toBe('confirmed');
    expect((await cancel(published.id, 'Tekrar iptal')).statusCode).toBe(409);
    expect(await auditOf(w.app, published.id, 'ad.cancelled')).toHaveLength(1);
  });

  it('refuses a draft (409), a short reason (400 reason) and another company (404)', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    expect((await cancel(draft.id, 'Vazgeçtik')).statusCode).toBe(409);
    const published = await publishedAd(w.app, w.buyer.cookie);
    const short = await cancel(published.id, 'yok');
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual(['reason']);
    expect((await cancel(published.id, 'Başkası iptal', w.otherBuyer)).statusCode).toBe(404);
    const row = await adRow(w.app, published.id);
    expect(row?.status).toBe('published');
  });

  it('cancels a closed ad: drafts and bids awaiting confirmation told, the withdrawn not', async () => {
    const published = await publishedAdWithBids(
      w.app,
      w.buyer,
      [
        [w.seller(0), 'draft'],
        [w.seller(1), 'needs_confirmation'],
        [w.seller(2), 'withdrawn'],
      ],
      { title: 'Kapanmış ihale' },
    );
    expect((await w.command(w.buyer, published.id, 'close')).statusCode).toBe(200);
    const response = await cancel(published.id, 'Teknik şartname değişti');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>().abilities).toMatchObject({ cancel: false, extend: false });
    const row = await adRow(w.app, published.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Teknik şartname değişti' });
    expect(row?.cancelledAt).not.toBeNull();
    for (const told of [w.seller(0), w.seller(1)]) {
      const notes = await toldAbout(told.companyId, published.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]?.message).toBe(
        '"Kapanmış ihale" ilanı iptal edildi. Gerekçe: Teknik şartname değişti',
      );
    }
    expect(await toldAbout(w.seller(2).companyId, published.id)).toHaveLength(0);
    const [audit] = await auditOf(w.app, published.id, 'ad.cancelled');
    expect(audit).toMatchObject({
      companyId: w.buyer.companyId,
      actorUserId: w.buyer.userId,
      data: { reason: 'Teknik şartname değişti', from: 'closed' },
    });
  });

  it('a seller may not cancel (403); nothing is stored, nobody told', async () => {
    const published = await publishedAdWithBids(w.app, w.buyer, [[w.seller(0), 'submitted']]);
    const response = await cancel(published.id, 'Satıcı iptal etmek istiyor', w.seller(0));
    expect(response.statusCode).toBe(403);
    expect(await adRow(w.app, published.id)).toMatchObject({
      status: 'published',
      cancelReason: null,
    });
    expect(await toldAbout(w.seller(0).companyId, published.id)).toHaveLength(0);
    expect(await auditOf(w.app, published.id, 'ad.cancelled')).toHaveLength(0);
  });
});
