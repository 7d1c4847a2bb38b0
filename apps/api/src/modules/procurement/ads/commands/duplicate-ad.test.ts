import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { ad, adAttachment } from '../../../../db/schema/index.ts';
import { adInput, daysFromNow } from '../../../../test/procurement.ts';
import {
  adCount,
  adRow,
  auditOf,
  createDraft,
  publishedAd,
  uploadedAttachment,
  useAdsWorld,
} from '../test-helpers.ts';

const w = useAdsWorld({ sellers: 1 });

const duplicate = (adId: string, who = w.buyer) => w.command(who, adId, 'duplicate');

describe('POST /api/ads/:adId/duplicate', () => {
  it('copies any own ad as a new draft; a passed deadline becomes a week from now', async () => {
    const attachment = await uploadedAttachment(w.app, w.buyer, { originalName: 'çizim.pdf' });
    const source = await publishedAd(w.app, w.buyer.cookie, {
      attachmentFileIds: [attachment.id],
      budget: '5000',
      sealed: true,
    });
    await w.command(w.buyer, source.id, 'cancel', { reason: 'Yeniden ilan edilecek' });
    await w.app.db
      .update(ad)
      .set({ bidDeadline: daysFromNow(-3), questionsUntil: daysFromNow(-4) })
      .where(eq(ad.id, source.id));

    const response = await duplicate(source.id);
    expect(response.statusCode).toBe(201);
    const copy = response.json<AdView>();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      status: 'draft',
      title: source.title,
      budget: '5000.00',
      sealed: true,
      cancelReason: null,
      publishedAt: null,
    });
    expect(copy.items.map((item) => [item.name, item.quantity])).toEqual(
      source.items.map((item) => [item.name, item.quantity]),
    );
    expect(copy.items.map((item) => item.id)).not.toContain(source.items[0]?.id);
    expect(copy.attachments.map((a) => a.fileId)).toEqual([attachment.id]);
    const week = Date.now() + 7 * 86_400_000;
    const { bidDeadline, questionsUntil, deliveryDate } = copy;
    if (!bidDeadline || !questionsUntil || !deliveryDate) throw new Error('the copy lost a date');
    expect(Math.abs(Date.parse(bidDeadline) - week)).toBeLessThan(60_000);
    expect(Date.parse(questionsUntil)).toBeLessThanOrEqual(Date.parse(bidDeadline));
    expect(deliveryDate >= bidDeadline.slice(0, 10)).toBe(true);
    const attached = await w.app.db
      .select()
      .from(adAttachment)
      .where(eq(adAttachment.adId, source.id));
    expect(attached).toHaveLength(1);
    expect((await w.command(w.buyer, copy.id, 'publish')).statusCode).toBe(200);
    expect((await duplicate(source.id, w.otherBuyer)).statusCode).toBe(404);
  });

  it('keeps a deadline that is still ahead', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie, adInput(w.sectorId));
    const copy = (await duplicate(draft.id)).json<AdView>();
    expect(copy.bidDeadline).toBe(draft.bidDeadline);
    expect(copy.deliveryDate).toBe(draft.deliveryDate);
  });

  it('copies the invitations and the search text, leaves the source as it was, audits the copy', async () => {
    const invited = w.seller(0);
    const source = await publishedAd(w.app, w.buyer.cookie, {
      title: 'Davetli kaynak ilan',
      visibility: 'invited',
      invitedCompanyIds: [invited.companyId],
    });
    const response = await duplicate(source.id);
    expect(response.statusCode).toBe(201);
    const copy = response.json<AdView>();
    expect(copy).toMatchObject({ status: 'draft', visibility: 'invited' });
    expect(copy.invitedSellers?.map((seller) => seller.id)).toEqual([invited.companyId]);
    const [sourceRow, copyRow] = [await adRow(w.app, source.id), await adRow(w.app, copy.id)];
    expect(copyRow?.searchDocument).toBe(sourceRow?.searchDocument);
    expect(copyRow).toMatchObject({ createdBy: w.buyer.userId, companyId: w.buyer.companyId });
    expect(sourceRow?.status).toBe('published');
    const audit = await auditOf(w.app, copy.id, 'ad.duplicated');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ sourceAdId: source.id });
  });

  it('refuses a seller (403) and an unknown ad (404), storing nothing', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    const before = await adCount(w.app);
    const bySeller = await duplicate(draft.id, w.seller(0));
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().code).toBe('BUYER_NOT_CONFIRMED');
    expect((await duplicate('olmayan-ilan')).statusCode).toBe(404);
    expect(await adCount(w.app)).toBe(before);
  });
});
