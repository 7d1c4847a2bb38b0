import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdView } from '@teklifal/core';
import { ad } from '../../../../db/schema/index.ts';
import { signedInCompany, type CompanyUser } from '../../../../test/procurement.ts';
import {
  adRow,
  auditOf,
  call,
  createDraft,
  fieldsOf,
  notificationsOf,
  pickSectors,
  publishedAd,
  sectorWithParent,
  useAdsWorld,
} from '../test-helpers.ts';

/** Sellers: of the ad's sector, of its parent sector, of another sector; and one not confirmed. */
const w = useAdsWorld({ buyerName: 'Ege Gıda A.Ş.', buyerSells: true, sellers: 3 });
let inSector: CompanyUser;
let inParent: CompanyUser;
let elsewhere: CompanyUser;
let pendingSeller: CompanyUser;

beforeAll(async () => {
  [inSector, inParent, elsewhere] = w.sellers as [CompanyUser, CompanyUser, CompanyUser];
  pendingSeller = await signedInCompany(w.app, {});
  const sectors = await sectorWithParent(w.app, 0);
  const other = await sectorWithParent(w.app, 40);
  await pickSectors(w.app, w.buyer.companyId, [w.sectorId]);
  await pickSectors(w.app, inSector.companyId, [w.sectorId]);
  await pickSectors(w.app, inParent.companyId, [sectors.parentId]);
  await pickSectors(w.app, elsewhere.companyId, [other.childId]);
  await pickSectors(w.app, pendingSeller.companyId, [w.sectorId]);
});

const publish = (who: CompanyUser, adId: string) => w.command(who, adId, 'publish');

describe('POST /api/ads/:adId/publish', () => {
  it('publishes an open ad and tells the confirmed sellers of its sector (or parent sector)', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie, {
      sectorId: w.sectorId,
      title: 'Zeytinyağı alımı',
    });
    const response = await publish(w.buyer, draft.id);
    expect(response.statusCode).toBe(200);
    const view = response.json<AdView>();
    expect(view.status).toBe('published');
    expect(view.publishedAt).not.toBeNull();
    expect(view.abilities).toMatchObject({ publish: false, close: true, edit: true });

    for (const told of [inSector, inParent]) {
      const notes = await notificationsOf(w.app, told.companyId, 'newAdInSector');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        message: 'Sektörünüzde yeni ilan: Zeytinyağı alımı',
        route: `/ad-details/${w.buyer.companyId}/${draft.id}`,
      });
    }
    for (const notTold of [elsewhere, pendingSeller, w.buyer]) {
      expect(await notificationsOf(w.app, notTold.companyId, 'newAdInSector')).toHaveLength(0);
    }
    const audit = await auditOf(w.app, draft.id, 'ad.published');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      companyId: w.buyer.companyId,
      actorUserId: w.buyer.userId,
      data: { visibility: 'open' },
    });
  });

  it('an invited-only ad is announced to the invited sellers only', async () => {
    const before = await notificationsOf(w.app, inSector.companyId, 'newAdInSector');
    const draft = await createDraft(w.app, w.buyer.cookie, {
      sectorId: w.sectorId,
      title: 'Davetli ihale: ambalaj',
      visibility: 'invited',
      invitedCompanyIds: [elsewhere.companyId],
    });
    expect((await publish(w.buyer, draft.id)).statusCode).toBe(200);
    const invited = await notificationsOf(w.app, elsewhere.companyId, 'adInvitation');
    expect(invited).toHaveLength(1);
    expect(invited[0]?.message).toBe(
      'Ege Gıda A.Ş. sizi "Davetli ihale: ambalaj" ilanına teklif vermeye davet etti',
    );
    expect(await notificationsOf(w.app, inSector.companyId, 'newAdInSector')).toHaveLength(
      before.length,
    );
    expect(await notificationsOf(w.app, inSector.companyId, 'adInvitation')).toHaveLength(0);
    expect((await auditOf(w.app, draft.id, 'ad.published'))[0]?.data).toEqual({
      visibility: 'invited',
    });
  });

  it('refuses a draft whose deadline has passed (400 bidDeadline) and leaves it a draft', async () => {
    const draft = await createDraft(w.app, w.buyer.cookie);
    await w.app.db
      .update(ad)
      .set({ bidDeadline: new Date(Date.now() - 1000) })
      .where(eq(ad.id, draft.id));
    const response = await publish(w.buyer, draft.id);
    expect(response.statusCode).toBe(400);
    // The full rules name every date gone by: the questions cut-off had followed the deadline.
    expect(fieldsOf(response.json())).toEqual(['bidDeadline', 'questionsUntil']);
    expect(response.json().errors[0].message).toBe(
      'Son teklif tarihi ileri bir tarih ve saat olmalıdır',
    );
    const row = await adRow(w.app, draft.id);
    expect(row?.status).toBe('draft');
    expect(row?.publishedAt).toBeNull();
    expect(await auditOf(w.app, draft.id, 'ad.published')).toHaveLength(0);
  });

  it('refuses publishing twice (409), another company’s ad (404) and a seller (403)', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    const again = await publish(w.buyer, published.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu işlem ilanın şu anki durumunda yapılamaz (Yayında).');
    const english = await call(w.app, 'POST', `/api/ads/${published.id}/publish`, {
      cookie: w.buyer.cookie,
      locale: 'en',
    });
    expect(english.json().detail).toBe(
      'This action is not possible in the ad’s current state (Published).',
    );
    expect(await auditOf(w.app, published.id, 'ad.published')).toHaveLength(1);
    const draft = await createDraft(w.app, w.buyer.cookie);
    expect((await publish(w.otherBuyer, draft.id)).statusCode).toBe(404);
    const bySeller = await publish(inSector, draft.id);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().code).toBe('BUYER_NOT_CONFIRMED');
    expect((await adRow(w.app, draft.id))?.status).toBe('draft');
  });

  it('a cancelled ad cannot be published again (409)', async () => {
    const published = await publishedAd(w.app, w.buyer.cookie);
    await w.command(w.buyer, published.id, 'cancel', { reason: 'Bütçe onaylanmadı' });
    const response = await publish(w.buyer, published.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect((await adRow(w.app, published.id))?.status).toBe('cancelled');
  });
});
