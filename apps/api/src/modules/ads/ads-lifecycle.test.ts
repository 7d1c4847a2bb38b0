import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatDateTime, type AdView } from '@teklifal/core';
import { ad, adAttachment, auditLog, file, purchaseOrder } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  adInput,
  daysFromNow,
  insertBid,
  insertOrder,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import {
  call,
  createDraft,
  fieldsOf,
  notificationsOf,
  pickSectors,
  publishedAd,
  sectorWithParent,
} from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let otherBuyer: CompanyUser;
/** Sellers: of the ad's sector, of its parent sector, of another sector, not confirmed. */
let inSector: CompanyUser;
let inParent: CompanyUser;
let elsewhere: CompanyUser;
let pendingSeller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sectors = await sectorWithParent(t.app, 0);
  const other = await sectorWithParent(t.app, 40);
  sectorId = sectors.childId;
  buyer = await signedInCompany(t.app, { buyer: true, seller: true, name: 'Ege Gıda A.Ş.' });
  otherBuyer = await signedInCompany(t.app, { buyer: true });
  inSector = await signedInCompany(t.app, { seller: true });
  inParent = await signedInCompany(t.app, { seller: true });
  elsewhere = await signedInCompany(t.app, { seller: true });
  pendingSeller = await signedInCompany(t.app, {});
  await pickSectors(t.app, buyer.companyId, [sectorId]);
  await pickSectors(t.app, inSector.companyId, [sectorId]);
  await pickSectors(t.app, inParent.companyId, [sectors.parentId]);
  await pickSectors(t.app, elsewhere.companyId, [other.childId]);
  await pickSectors(t.app, pendingSeller.companyId, [sectorId]);
});
afterAll(() => t.close());

const command = (cookie: string, adId: string, name: string, payload?: unknown) =>
  call(t.app, 'POST', `/api/ads/${adId}/${name}`, { cookie, payload });

const auditOf = (adId: string, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, adId), eq(auditLog.action, action)));

describe('publish', () => {
  it('publishes an open ad and tells the confirmed sellers of its sector (or parent sector)', async () => {
    const draft = await createDraft(t.app, buyer.cookie, { sectorId, title: 'Zeytinyağı alımı' });
    const response = await command(buyer.cookie, draft.id, 'publish');
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view.status).toBe('published');
    expect(view.publishedAt).not.toBeNull();
    expect(view.abilities).toMatchObject({ publish: false, close: true, edit: true });

    for (const told of [inSector, inParent]) {
      const notes = await notificationsOf(t.app, told.companyId, 'newAdInSector');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        message: 'Sektörünüzde yeni ilan: Zeytinyağı alımı',
        route: `/ad-details/${buyer.companyId}/${draft.id}`,
      });
    }
    for (const notTold of [elsewhere, pendingSeller, buyer]) {
      expect(await notificationsOf(t.app, notTold.companyId, 'newAdInSector')).toHaveLength(0);
    }
    expect(await auditOf(draft.id, 'ad.published')).toHaveLength(1);
  });

  it('an invited-only ad is announced to the invited sellers only', async () => {
    const before = await notificationsOf(t.app, inSector.companyId, 'newAdInSector');
    const draft = await createDraft(t.app, buyer.cookie, {
      sectorId,
      title: 'Davetli ihale: ambalaj',
      visibility: 'invited',
      invitedCompanyIds: [elsewhere.companyId],
    });
    expect((await command(buyer.cookie, draft.id, 'publish')).statusCode).toBe(200);
    const invited = await notificationsOf(t.app, elsewhere.companyId, 'adInvitation');
    expect(invited).toHaveLength(1);
    expect(invited[0]?.message).toBe(
      'Ege Gıda A.Ş. sizi "Davetli ihale: ambalaj" ilanına teklif vermeye davet etti',
    );
    expect(await notificationsOf(t.app, inSector.companyId, 'newAdInSector')).toHaveLength(
      before.length,
    );
    expect(await notificationsOf(t.app, inSector.companyId, 'adInvitation')).toHaveLength(0);
  });

  it('refuses a draft whose deadline has passed (400 bidDeadline) and leaves it a draft', async () => {
    const draft = await createDraft(t.app, buyer.cookie);
    await t.app.db
      .update(ad)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(ad.id, draft.id));
    const response = await command(buyer.cookie, draft.id, 'publish');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['bidDeadline']);
    expect(response.json().errors[0].message).toBe(
      'Son teklif tarihi ileri bir tarih ve saat olmalıdır',
    );
    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, draft.id));
    expect(row?.status).toBe('draft');
  });

  it('refuses publishing twice (409), another company’s ad (404) and a seller (403)', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const again = await command(buyer.cookie, published.id, 'publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu işlem ilanın şu anki durumunda yapılamaz (Yayında).');
    const english = await call(t.app, 'POST', `/api/ads/${published.id}/publish`, {
      cookie: buyer.cookie,
      locale: 'en',
    });
    expect(english.json().detail).toBe(
      'This action is not possible in the ad’s current state (Published).',
    );
    const draft = await createDraft(t.app, buyer.cookie);
    expect((await command(otherBuyer.cookie, draft.id, 'publish')).statusCode).toBe(404);
    const bySeller = await command(inSector.cookie, draft.id, 'publish');
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().code).toBe('BUYER_NOT_CONFIRMED');
  });
});

/** A published ad with a live bid (inSector) and a withdrawn one (elsewhere). */
async function adWithLiveAndWithdrawnBids() {
  const published = await publishedAd(t.app, buyer.cookie);
  await insertBid(t.app.db, {
    adId: published.id,
    sellerCompanyId: inSector.companyId,
    unitPrices: ['10', '20'],
  });
  await insertBid(t.app.db, {
    adId: published.id,
    sellerCompanyId: elsewhere.companyId,
    unitPrices: ['10', '20'],
    status: 'withdrawn',
  });
  return published;
}

describe('close early', () => {
  it('closes a published ad; a closed or draft ad cannot be closed', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const response = await command(buyer.cookie, published.id, 'close');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({ status: 'closed' });
    expect(response.json<AdView>().closedAt).not.toBeNull();
    expect((await command(buyer.cookie, published.id, 'close')).statusCode).toBe(409);
    const draft = await createDraft(t.app, buyer.cookie);
    expect((await command(buyer.cookie, draft.id, 'close')).statusCode).toBe(409);
    expect((await command(otherBuyer.cookie, published.id, 'close')).statusCode).toBe(404);
    expect(await auditOf(published.id, 'ad.closedEarly')).toHaveLength(1);
  });

  it('tells the companies whose bids are still in play, not those who withdrew', async () => {
    const published = await adWithLiveAndWithdrawnBids();
    expect((await command(buyer.cookie, published.id, 'close')).statusCode).toBe(200);
    const told = await notificationsOf(t.app, inSector.companyId, 'adClosedEarly');
    expect(told.filter((n) => n.params.title === published.title)).toHaveLength(1);
    const withdrawn = await notificationsOf(t.app, elsewhere.companyId, 'adClosedEarly');
    expect(withdrawn.filter((n) => n.params.title === published.title)).toHaveLength(0);
  });
});

describe('extend the deadline', () => {
  it('reopens a closed ad with a later deadline and tells the bidders the new date', async () => {
    const published = await adWithLiveAndWithdrawnBids();
    await command(buyer.cookie, published.id, 'close');
    const later = new Date(Date.parse(published.bidDeadline) + 3 * 86_400_000);
    const response = await command(buyer.cookie, published.id, 'extend', {
      bidDeadline: later.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view).toMatchObject({
      status: 'published',
      bidDeadline: later.toISOString(),
      questionsUntil: later.toISOString(),
      closedAt: null,
    });
    const told = await notificationsOf(t.app, inSector.companyId, 'adDeadlineExtended');
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ date: formatDateTime(later, 'tr') });
    expect(told[0]?.params.date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await notificationsOf(t.app, elsewhere.companyId, 'adDeadlineExtended')).toHaveLength(0);
    expect(await auditOf(published.id, 'ad.deadlineExtended')).toHaveLength(1);
  });

  it('refuses an earlier deadline, one past the delivery date, a draft and bad input', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const earlier = await command(buyer.cookie, published.id, 'extend', {
      bidDeadline: daysFromNow(3).toISOString(),
    });
    expect(earlier.statusCode).toBe(400);
    expect(fieldsOf(earlier.json())).toEqual(['bidDeadline']);
    const pastDelivery = await command(buyer.cookie, published.id, 'extend', {
      bidDeadline: daysFromNow(40).toISOString(),
    });
    expect(pastDelivery.statusCode).toBe(400);
    expect(pastDelivery.json().errors[0].message).toBe(
      'Teslimat tarihi son teklif tarihinden önce olamaz',
    );
    const past = await command(buyer.cookie, published.id, 'extend', {
      bidDeadline: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, published.id));
    expect(row?.bidDeadline.toISOString()).toBe(published.bidDeadline);
    const draft = await createDraft(t.app, buyer.cookie);
    const onDraft = await command(buyer.cookie, draft.id, 'extend', {
      bidDeadline: daysFromNow(9).toISOString(),
    });
    expect(onDraft.statusCode).toBe(409);
  });
});

describe('cancel', () => {
  it('cancels with a reason, tells the bidders, and never touches an order', async () => {
    const published = await publishedAd(t.app, buyer.cookie);
    const accepted = await insertBid(t.app.db, {
      adId: published.id,
      sellerCompanyId: inParent.companyId,
      unitPrices: ['5', '6'],
      status: 'accepted',
    });
    await insertBid(t.app.db, {
      adId: published.id,
      sellerCompanyId: inSector.companyId,
      unitPrices: ['7', '8'],
    });
    const order = await insertOrder(t.app.db, {
      adId: published.id,
      bidId: accepted.id,
      buyerCompanyId: buyer.companyId,
      sellerCompanyId: inParent.companyId,
      status: 'confirmed',
    });
    const response = await command(buyer.cookie, published.id, 'cancel', {
      reason: 'Proje ertelendi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdView>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Proje ertelendi',
    });
    const told = await notificationsOf(t.app, inSector.companyId, 'adCancelled');
    expect(told.at(-1)?.message).toContain('Gerekçe: Proje ertelendi');
    const [orderAfter] = await t.app.db
      .select()
      .from(purchaseOrder)
      .where(eq(purchaseOrder.id, order.id));
    expect(orderAfter?.status).toBe('confirmed');
    expect(
      (await command(buyer.cookie, published.id, 'cancel', { reason: 'Tekrar iptal' })).statusCode,
    ).toBe(409);
    expect(await auditOf(published.id, 'ad.cancelled')).toHaveLength(1);
  });

  it('refuses a draft (409), a short reason (400 reason) and another company (404)', async () => {
    const draft = await createDraft(t.app, buyer.cookie);
    expect(
      (await command(buyer.cookie, draft.id, 'cancel', { reason: 'Vazgeçtik' })).statusCode,
    ).toBe(409);
    const published = await publishedAd(t.app, buyer.cookie);
    const short = await command(buyer.cookie, published.id, 'cancel', { reason: 'yok' });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual(['reason']);
    expect(
      (await command(otherBuyer.cookie, published.id, 'cancel', { reason: 'Başkası iptal' }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.app.db.select().from(ad).where(eq(ad.id, published.id));
    expect(row?.status).toBe('published');
  });
});

describe('duplicate', () => {
  it('copies any own ad as a new draft; a passed deadline becomes a week from now', async () => {
    const [attachment] = await t.app.db
      .insert(file)
      .values({
        uploadedBy: buyer.userId,
        companyId: buyer.companyId,
        purpose: 'adAttachment',
        storageKey: 'test/kopya',
        originalName: 'çizim.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: 'y'.repeat(64),
      })
      .returning();
    const source = await publishedAd(t.app, buyer.cookie, {
      attachmentFileIds: [attachment?.id ?? ''],
      budget: '5000',
      sealed: true,
    });
    await command(buyer.cookie, source.id, 'cancel', { reason: 'Yeniden ilan edilecek' });
    await t.app.db
      .update(ad)
      .set({ bidDeadline: daysFromNow(-3), questionsUntil: daysFromNow(-4) })
      .where(eq(ad.id, source.id));

    const response = await command(buyer.cookie, source.id, 'duplicate');
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
    expect(copy.attachments.map((a) => a.fileId)).toEqual([attachment?.id]);
    const week = Date.now() + 7 * 86_400_000;
    expect(Math.abs(Date.parse(copy.bidDeadline) - week)).toBeLessThan(60_000);
    expect(Date.parse(copy.questionsUntil)).toBeLessThanOrEqual(Date.parse(copy.bidDeadline));
    expect(copy.deliveryDate >= copy.bidDeadline.slice(0, 10)).toBe(true);
    const attached = await t.app.db
      .select()
      .from(adAttachment)
      .where(eq(adAttachment.adId, source.id));
    expect(attached).toHaveLength(1);
    expect((await command(buyer.cookie, copy.id, 'publish')).statusCode).toBe(200);
    expect((await command(otherBuyer.cookie, source.id, 'duplicate')).statusCode).toBe(404);
  });

  it('keeps a deadline that is still ahead', async () => {
    const draft = await createDraft(t.app, buyer.cookie, adInput(sectorId));
    const copy = (await command(buyer.cookie, draft.id, 'duplicate')).json<AdView>();
    expect(copy.bidDeadline).toBe(draft.bidDeadline);
    expect(copy.deliveryDate).toBe(draft.deliveryDate);
  });
});
