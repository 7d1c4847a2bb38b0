import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdView } from '@teklifal/core';
import { createTestApp, signUpAndSignIn, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  daysFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { call, createDraft, publishedAd } from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let seller: CompanyUser;
let invitedSeller: CompanyUser;
let buyerOnly: CompanyUser;
let openAd: AdView;
let invitedAd: AdView;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInCompany(t.app, { buyer: true, name: 'Karadeniz İnşaat A.Ş.' });
  seller = await signedInCompany(t.app, { seller: true });
  invitedSeller = await signedInCompany(t.app, { seller: true, name: 'Davetli Metal Ltd.' });
  buyerOnly = await signedInCompany(t.app, { buyer: true });
  openAd = await publishedAd(t.app, buyer.cookie, { budget: '75000', budgetVisible: false });
  invitedAd = await publishedAd(t.app, buyer.cookie, {
    visibility: 'invited',
    invitedCompanyIds: [invitedSeller.companyId],
    budget: '12000',
    budgetVisible: true,
  });
  await insertBid(t.app.db, {
    adId: openAd.id,
    sellerCompanyId: seller.companyId,
    unitPrices: ['10', '20'],
  });
  await insertBid(t.app.db, {
    adId: openAd.id,
    sellerCompanyId: invitedSeller.companyId,
    unitPrices: ['11', '21'],
    status: 'draft',
  });
});
afterAll(() => t.close());

const view = (cookie: string | undefined, adId: string) =>
  call(t.app, 'GET', `/api/ads/${adId}`, { cookie });

describe('GET /api/ads/:adId', () => {
  it('the owner sees everything: budget, invited sellers, the count of submitted bids', async () => {
    const own = (await view(buyer.cookie, openAd.id)).json<AdView>();
    expect(own).toMatchObject({ budget: '75000.00', bidCount: 1, invitedSellers: [], isOwn: true });
    expect(own.abilities).toMatchObject({ edit: true, close: true, viewBids: true, bid: false });
    const invited = (await view(buyer.cookie, invitedAd.id)).json<AdView>();
    expect(invited.invitedSellers).toEqual([
      expect.objectContaining({ id: invitedSeller.companyId, name: 'Davetli Metal Ltd.' }),
    ]);
  });

  it('a seller sees what was published: no invited sellers, no bid count, no hidden budget', async () => {
    const response = await view(seller.cookie, openAd.id);
    expect(response.statusCode).toBe(200);
    const seen = response.json<AdView>();
    expect(seen).toMatchObject({
      invitedSellers: null,
      bidCount: null,
      budget: null,
      isOwn: false,
      myBidStatus: 'submitted',
      company: { id: buyer.companyId, name: 'Karadeniz İnşaat A.Ş.' },
    });
    expect(seen.items).toHaveLength(2);
    expect(seen.abilities).toMatchObject({ bid: true, ask: true, edit: false, viewBids: false });
    const body = JSON.stringify(seen);
    expect(body).not.toContain(invitedSeller.companyId);
  });

  it('an invited seller sees the shown budget but never who else was invited', async () => {
    const seen = (await view(invitedSeller.cookie, invitedAd.id)).json<AdView>();
    expect(seen).toMatchObject({ budget: '12000.00', invitedSellers: null, bidCount: null });
    expect(seen.abilities.bid).toBe(true);
  });

  it('404 for those who may not see it: uninvited seller, other’s draft, non-seller, unknown id', async () => {
    expect((await view(seller.cookie, invitedAd.id)).statusCode).toBe(404);
    const draft = await createDraft(t.app, buyer.cookie);
    expect((await view(seller.cookie, draft.id)).statusCode).toBe(404);
    expect((await view(buyerOnly.cookie, draft.id)).statusCode).toBe(404);
    expect((await view(buyerOnly.cookie, openAd.id)).statusCode).toBe(404);
    const unknown = await view(buyer.cookie, 'bilinmeyen-ilan');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('needs a signed-in user with a company', async () => {
    expect((await view(undefined, openAd.id)).json().code).toBe('AUTH_REQUIRED');
    const loner = await signUpAndSignIn(t.app);
    const response = await view(loner.cookie, openAd.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });

  it('after the deadline a bidder keeps seeing the ad; a seller without a bid does not', async () => {
    const sectorId = await anySectorId(t.app.db);
    const closed = await insertAd(t.app.db, {
      companyId: buyer.companyId,
      sectorId,
      status: 'closed',
      bidDeadline: daysFromNow(-1),
    });
    await insertBid(t.app.db, {
      adId: closed.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['1'],
    });
    const seen = await view(seller.cookie, closed.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<AdView>().abilities).toMatchObject({ bid: false, ask: false });
    expect((await view(invitedSeller.cookie, closed.id)).statusCode).toBe(404);
  });
});
