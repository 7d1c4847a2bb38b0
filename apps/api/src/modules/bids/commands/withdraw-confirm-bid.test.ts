import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad as adTable, adItem, bid } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { auditOf, bidBody, bidsApi, notificationsOf } from '../test-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let seller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true, name: 'Ege Tedarik A.Ş.' });
  sectorId = await anySectorId(t.app.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedBid = async (adId: string) =>
  (await t.app.db.select().from(bid).where(eq(bid.adId, adId)))[0];

/** Freezes the server's clock at `at` (only Date: timers and the database keep running). */
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

describe('the deadline is an instant', () => {
  it('a bid one millisecond before the deadline is accepted', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: deadline,
    });
    clockAt(new Date(deadline.getTime() - 1));
    const response = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    expect(response.statusCode).toBe(200);
    expect(response.json().bid.status).toBe('submitted');
  });

  it('at the deadline and one millisecond after it, a bid is late (409), nothing stored', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: deadline,
    });
    for (const at of [deadline.getTime(), deadline.getTime() + 1]) {
      clockAt(new Date(at));
      const response = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('Son teklif tarihi geçti');
    }
    expect(await storedBid(ad.id)).toBeUndefined();
    const view = await api.myBid(seller, ad.id);
    expect(view.json()).toMatchObject({
      bid: null,
      closedReason: 'deadlinePassed',
      abilities: { save: false, submit: false, withdraw: false, confirm: false },
    });
  });

  it('a deadline that passes while the seller waits: the next save is refused', async () => {
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: new Date(Date.now() + 400),
    });
    expect((await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']))).statusCode).toBe(200);
    await sleep(450);
    const late = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9']));
    expect(late.statusCode).toBe(409);
    expect((await storedBid(ad.id))?.revision).toBe(1);
  });

  it('a closed, cancelled or awarded ad takes no bids', async () => {
    for (const status of ['closed', 'cancelled', 'awarded'] as const) {
      const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
      await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
      await t.app.db.update(adTable).set({ status }).where(eq(adTable.id, ad.id));
      const response = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9']));
      expect(response.statusCode).toBe(409);
      const view = (await api.myBid(seller, ad.id)).json();
      expect(view.closedReason).toBe('adNotOpen');
      expect(view.abilities.submit).toBe(false);
    }
  });
});

describe('POST .../bids/mine/withdraw', () => {
  it('withdraws a submitted bid before the deadline, tells the buyer, and may submit again', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    const saved = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    const bidId = saved.json().bid.id as string;

    const response = await api.withdraw(seller, ad.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().bid).toMatchObject({ status: 'withdrawn', revision: 1 });
    expect(response.json().abilities).toMatchObject({ submit: true, withdraw: false, save: false });
    const withdrawnNotes = await notificationsOf(t.app, buyer.companyId, 'bidWithdrawn');
    expect(withdrawnNotes.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
    expect(await auditOf(t.app, 'bid.withdrawn', bidId)).toHaveLength(1);
    expect((await storedBid(ad.id))?.withdrawnAt).not.toBeNull();

    expect((await api.withdraw(seller, ad.id)).statusCode).toBe(409);
    const draft = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9'], { submit: false }));
    expect(draft.statusCode).toBe(409);

    const again = await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['9']));
    expect(again.statusCode).toBe(200);
    expect(again.json().bid).toMatchObject({ status: 'submitted', revision: 2 });
    const received = await notificationsOf(t.app, buyer.companyId, 'bidReceived');
    expect(received.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(2);
    expect((await storedBid(ad.id))?.withdrawnAt).toBeNull();
  });

  it('refuses after the deadline, for a draft, and without a bid (404)', async () => {
    const deadline = new Date(Date.now() + HOUR);
    const ad = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: deadline,
    });
    expect((await api.withdraw(seller, ad.id)).statusCode).toBe(404);
    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10'], { submit: false }));
    const ofDraft = await api.withdraw(seller, ad.id);
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().detail).toContain('geri çekilebilir');

    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    clockAt(new Date(deadline.getTime() + 1));
    const late = await api.withdraw(seller, ad.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Son teklif tarihi geçti');
    expect((await storedBid(ad.id))?.status).toBe('submitted');
  });
});

describe('POST .../bids/mine/confirm (after the buyer edited the ad)', () => {
  it('confirms a bid awaiting confirmation: submitted again, totals of the current quantities', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    // What an ad edit does: a quantity changes and the bid needs confirming.
    await t.app.db.update(adItem).set({ quantity: '20' }).where(eq(adItem.id, ad.itemIds[0]!));
    await t.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.adId, ad.id));
    const before = (await api.myBid(seller, ad.id)).json();
    expect(before.abilities).toMatchObject({ confirm: true, withdraw: true, submit: true });

    const response = await api.confirm(seller, ad.id);
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
    expect(await auditOf(t.app, 'bid.confirmed', response.json().bid.id)).toHaveLength(1);
    const again = await api.confirm(seller, ad.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('onay beklemiyor');
  });

  it('refuses when a line added by the edit has no price: revise instead', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10', '4']));
    const [added] = await t.app.db
      .insert(adItem)
      .values({ adId: ad.id, position: 2, name: 'Zımba teli', quantity: '3', unit: 'paket' })
      .returning();
    await t.app.db.update(bid).set({ status: 'needs_confirmation' }).where(eq(bid.adId, ad.id));

    const view = (await api.myBid(seller, ad.id)).json();
    expect(view.bid.items[2]).toEqual({ adItemId: added?.id, unitPrice: null, lineTotal: null });
    const refused = await api.confirm(seller, ad.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('revize edin');
    expect((await storedBid(ad.id))?.status).toBe('needs_confirmation');

    const revised = await api.saveBid(
      seller,
      ad.id,
      bidBody([...ad.itemIds, added?.id ?? ''], ['10', '4', '2'], { expectedRevision: 1 }),
    );
    expect(revised.statusCode).toBe(200);
    expect(revised.json().bid).toMatchObject({ status: 'submitted', revision: 2, total: '126.00' });
    const notes = await notificationsOf(t.app, buyer.companyId, 'bidRevised');
    expect(notes.filter((n) => n.route?.endsWith(ad.id))).toHaveLength(1);
  });

  it('a bid that does not await confirmation, or none at all, cannot be confirmed', async () => {
    const ad = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
    expect((await api.confirm(seller, ad.id)).statusCode).toBe(404);
    await api.saveBid(seller, ad.id, bidBody(ad.itemIds, ['10']));
    expect((await api.confirm(seller, ad.id)).statusCode).toBe(409);
  });
});
