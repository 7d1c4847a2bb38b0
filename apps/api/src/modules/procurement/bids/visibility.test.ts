import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad as adTable, bid } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../../test/procurement.ts';
import { bidBody, bidsApi } from './test-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof bidsApi>;
let buyer: CompanyUser;
let seller: CompanyUser;
let rival: CompanyUser;
let both: CompanyUser;
let buyerOnly: CompanyUser;
let openAd: InsertedAd;

beforeAll(async () => {
  t = await createTestApp();
  api = bidsApi(t.app);
  const sectorId = await anySectorId(t.app.db);
  buyer = await signedInCompany(t.app, { buyer: true });
  seller = await signedInCompany(t.app, { seller: true });
  rival = await signedInCompany(t.app, { seller: true });
  both = await signedInCompany(t.app, { buyer: true, seller: true });
  buyerOnly = await signedInCompany(t.app, { buyer: true });
  openAd = await insertAd(t.app.db, { companyId: buyer.companyId, sectorId });
});
afterAll(() => t.close());

describe('a seller sees only its own bid', () => {
  it('MyBidView holds the caller’s bid, never a competitor’s', async () => {
    await insertBid(t.app.db, {
      adId: openAd.id,
      sellerCompanyId: rival.companyId,
      unitPrices: ['7', '3'],
    });
    const before = await api.myBid(seller, openAd.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ bid: null, closedReason: null });
    expect(before.json().abilities).toEqual({
      save: true,
      submit: true,
      withdraw: false,
      confirm: false,
    });

    await api.saveBid(seller, openAd.id, bidBody(openAd.itemIds, ['8', '4']));
    const mine = (await api.myBid(seller, openAd.id)).json();
    expect(mine.bid.sellerCompanyId).toBe(seller.companyId);
    expect(JSON.stringify(mine)).not.toContain(rival.companyId);
  });

  it('the comparison of an ad is 404 for sellers, bidders included, and for other buyers', async () => {
    for (const who of [seller, rival, both, buyerOnly]) {
      const response = await api.comparison(who, openAd.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await api.comparison(undefined, openAd.id)).statusCode).toBe(401);
    expect((await api.comparison(buyer, openAd.id)).statusCode).toBe(200);
  });

  it('an award by another company is 404; by a company not confirmed as buyer, 403', async () => {
    const body = { mode: 'whole', bidId: 'x' } as const;
    expect((await api.award(both, openAd.id, body)).statusCode).toBe(404);
    const notBuyer = await api.award(seller, openAd.id, body);
    expect(notBuyer.statusCode).toBe(403);
    expect(notBuyer.json().code).toBe('BUYER_NOT_CONFIRMED');
  });
});

describe('who may bid at all', () => {
  it('the ad’s own company is refused with OWN_AD_BID', async () => {
    const own = await insertAd(t.app.db, {
      companyId: both.companyId,
      sectorId: await anySectorId(t.app.db),
    });
    for (const response of [
      await api.myBid(both, own.id),
      await api.saveBid(both, own.id, bidBody(own.itemIds, ['5'])),
      await api.withdraw(both, own.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'OWN_AD_BID',
        title: 'Bu ilana teklif veremezsiniz, çünkü bu sizin ilanınız',
      });
    }
    expect(await t.app.db.select().from(bid).where(eq(bid.adId, own.id))).toHaveLength(0);
  });

  it('needs a signed-in, confirmed seller', async () => {
    expect((await api.myBid(undefined, openAd.id)).statusCode).toBe(401);
    const notSeller = await api.saveBid(buyerOnly, openAd.id, bidBody(openAd.itemIds, ['5']));
    expect(notSeller.statusCode).toBe(403);
    expect(notSeller.json().code).toBe('SELLER_NOT_CONFIRMED');
    expect((await api.myBids(buyerOnly)).statusCode).toBe(403);
  });

  it('an invited-only ad is 404 for the uninvited and open to the invited', async () => {
    const invitedAd = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
      visibility: 'invited',
      invitedCompanyIds: [seller.companyId],
    });
    const uninvited = await api.saveBid(rival, invitedAd.id, bidBody(invitedAd.itemIds, ['5']));
    expect(uninvited.statusCode).toBe(404);
    expect((await api.myBid(rival, invitedAd.id)).statusCode).toBe(404);
    expect(await t.app.db.select().from(bid).where(eq(bid.adId, invitedAd.id))).toHaveLength(0);

    const invited = await api.saveBid(seller, invitedAd.id, bidBody(invitedAd.itemIds, ['5']));
    expect(invited.statusCode).toBe(200);
  });

  it('a draft ad or an unknown one is 404', async () => {
    const draft = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
      status: 'draft',
    });
    expect((await api.myBid(seller, draft.id)).statusCode).toBe(404);
    expect((await api.saveBid(seller, draft.id, bidBody(draft.itemIds, ['5']))).statusCode).toBe(
      404,
    );
    expect((await api.myBid(seller, 'yok-boyle-ilan')).statusCode).toBe(404);
  });

  it('after the ad closes the bidder still follows its bid; others lose sight of the ad', async () => {
    const closing = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(t.app.db),
    });
    await api.saveBid(seller, closing.id, bidBody(closing.itemIds, ['5']));
    await t.app.db.update(adTable).set({ status: 'closed' }).where(eq(adTable.id, closing.id));
    const view = await api.myBid(seller, closing.id);
    expect(view.statusCode).toBe(200);
    expect(view.json().bid.status).toBe('submitted');
    expect((await api.myBid(rival, closing.id)).statusCode).toBe(404);
  });
});
