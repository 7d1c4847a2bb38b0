import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDateTime, type AdView } from '@teklifal/core';
import { ad } from '../../../../db/schema/index.ts';
import { daysFromNow } from '../../../../test/procurement.ts';
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

const extend = (adId: string, bidDeadline: Date, who = w.buyer) =>
  w.command(who, adId, 'extend', { bidDeadline: bidDeadline.toISOString() });
const DAY = 86_400_000;

describe('POST /api/ads/:adId/extend', () => {
  it('reopens a closed ad with a later deadline and tells the bidders the new date', async () => {
    const published = await publishedAdWithBids(w.app, w.buyer, [
      [w.seller(0), 'submitted'],
      [w.seller(1), 'withdrawn'],
    ]);
    await w.command(w.buyer, published.id, 'close');
    const later = new Date(Date.parse(published.bidDeadline) + 3 * DAY);
    const response = await extend(published.id, later);
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view).toMatchObject({
      status: 'published',
      bidDeadline: later.toISOString(),
      questionsUntil: later.toISOString(),
      closedAt: null,
    });
    const told = await notificationsOf(w.app, w.seller(0).companyId, 'adDeadlineExtended');
    expect(told).toHaveLength(1);
    // The moment itself, shown in each reader's language; the stored text is Turkish.
    expect(told[0]?.params).toMatchObject({ date: later.toISOString() });
    expect(told[0]?.message).toContain(`son teklif tarihi ${formatDateTime(later, 'tr')} olarak`);
    expect(await notificationsOf(w.app, w.seller(1).companyId, 'adDeadlineExtended')).toHaveLength(
      0,
    );
    const audit = await auditOf(w.app, published.id, 'ad.deadlineExtended');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ from: published.bidDeadline, to: later.toISOString() });
  });

  it('extends a published ad; a questions cut-off set before the deadline stays put', async () => {
    const cutOff = daysFromNow(5).toISOString();
    const published = await publishedAdWithBids(w.app, w.buyer, [[w.seller(2), 'draft']], {
      questionsUntil: cutOff,
    });
    expect(published.questionsUntil).toBe(cutOff);
    const later = new Date(Date.parse(published.bidDeadline) + DAY);
    const response = await extend(published.id, later);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({
      status: 'published',
      bidDeadline: later.toISOString(),
      questionsUntil: cutOff,
    });
    const told = (await notificationsOf(w.app, w.seller(2).companyId, 'adDeadlineExtended')).filter(
      (note) => note.route?.endsWith(published.id),
    );
    expect(told).toHaveLength(1);
  });

  it('refuses an earlier deadline, one past the delivery date, a draft and bad input', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const earlier = await extend(published.id, daysFromNow(3));
    expect(earlier.statusCode).toBe(400);
    expect(fieldsOf(earlier.json())).toEqual(['bidDeadline']);
    const pastDelivery = await extend(published.id, daysFromNow(40));
    expect(pastDelivery.statusCode).toBe(400);
    expect(pastDelivery.json().errors[0].message).toBe(
      'Teslimat tarihi son teklif tarihinden önce olamaz',
    );
    const past = await extend(published.id, new Date(Date.now() - 1000));
    expect(past.statusCode).toBe(400);
    for (const bidDeadline of ['10000-01-01', '2030-02-30T10:00Z', '2101-01-01T00:00Z']) {
      const far = await w.command(w.buyer, published.id, 'extend', { bidDeadline });
      expect(far.statusCode, bidDeadline).toBe(400);
      expect(fieldsOf(far.json())).toEqual(['bidDeadline']);
    }
    const row = await adRow(w.app, published.id);
    expect(row?.bidDeadline?.toISOString()).toBe(published.bidDeadline);
    const draft = await createDraft(w.app, w.buyer.cookie);
    const onDraft = await extend(draft.id, daysFromNow(9));
    expect(onDraft.statusCode).toBe(409);
  });

  it('refuses another company’s ad (404) and a cancelled ad (409), changing nothing', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const later = new Date(Date.parse(published.bidDeadline) + DAY);
    expect((await extend(published.id, later, w.otherBuyer)).statusCode).toBe(404);
    await w.command(w.buyer, published.id, 'cancel', { reason: 'İhtiyaç ortadan kalktı' });
    const cancelled = await extend(published.id, later);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe(
      'Bu işlem ilanın şu anki durumunda yapılamaz (İptal edildi).',
    );
    const row = await adRow(w.app, published.id);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row?.bidDeadline?.toISOString()).toBe(published.bidDeadline);
    expect(await auditOf(w.app, published.id, 'ad.deadlineExtended')).toHaveLength(0);
  });

  it('a deadline passed before the timed close can still be moved; the cut-off moves with it', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const passed = new Date(Date.now() - 1000);
    await w.app.db
      .update(ad)
      .set({ bidDeadline: passed, questionsUntil: passed })
      .where(eq(ad.id, published.id));
    const later = daysFromNow(10);
    const response = await extend(published.id, later);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({
      status: 'published',
      questionsUntil: later.toISOString(),
    });
  });
});
