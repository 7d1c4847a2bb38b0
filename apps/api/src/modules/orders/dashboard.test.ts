import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BidStatus, DashboardStats, OrderStatus } from '@teklifal/core';
import { ad, bid, company, companySector, purchaseOrder } from '../../db/schema/index.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import {
  anySectorId,
  daysFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import { lastMonths } from './queries/dashboard.ts';
import { makeOrder } from './test-helpers.ts';

let t: TestApp;
/** Buyer only. */
let buyer: CompanyUser;
/** Buyer and seller, working in sector A. */
let both: CompanyUser;
/** Seller only, no sectors chosen. */
let seller: CompanyUser;
const months = lastMonths(new Date());
/** Noon on the 15th of one of the chart's months: safely inside it in any time zone. */
const midMonth = (index: number) => new Date(`${months[index]}-15T12:00:00Z`);

const stats = async (cookie: string) => {
  const response = await inject(t.app, { method: 'GET', url: '/api/dashboard/stats', cookie });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardStats>();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  buyer = await signedInCompany(t.app, { buyer: true });
  both = await signedInCompany(t.app, { buyer: true, seller: true });
  seller = await signedInCompany(t.app, { seller: true });
  const sectorA = await anySectorId(db, 0);
  const sectorB = await anySectorId(db, 1);
  await db.insert(companySector).values({ companyId: both.companyId, sectorId: sectorA });

  const adOf = (props: Partial<Parameters<typeof insertAd>[1]> = {}) =>
    insertAd(db, { companyId: buyer.companyId, sectorId: sectorA, ...props });
  const bidOf = (adId: string, by: CompanyUser, status: BidStatus, submittedAt?: Date) =>
    insertBid(db, { adId, sellerCompanyId: by.companyId, unitPrices: ['10'], status }).then(
      async (row) => {
        if (submittedAt) await db.update(bid).set({ submittedAt }).where(eq(bid.id, row.id));
        return row;
      },
    );

  // The buyer's ads: six published (two of them no match for `both`), a closed one, a draft.
  const open = await adOf();
  const invitedBoth = await adOf({ visibility: 'invited', invitedCompanyIds: [both.companyId] });
  const invitedOther = await adOf({ visibility: 'invited', invitedCompanyIds: [seller.companyId] });
  const otherSector = await adOf({ sectorId: sectorB });
  const old = await adOf();
  await db
    .update(ad)
    .set({ publishedAt: daysFromNow(-8) })
    .where(eq(ad.id, old.id));
  await adOf({ bidDeadline: daysFromNow(-0.05) });
  const closed = await adOf({ status: 'closed' });
  await adOf({ status: 'draft' });
  // `both` has an ad of its own in its sector: not a "new matching ad" for itself.
  await insertAd(db, { companyId: both.companyId, sectorId: sectorA });

  await bidOf(open.id, both, 'submitted');
  await bidOf(invitedBoth.id, both, 'needs_confirmation');
  await bidOf(closed.id, both, 'submitted');
  await bidOf(otherSector.id, both, 'draft');
  await bidOf(old.id, both, 'withdrawn', midMonth(4));
  await bidOf(open.id, seller, 'submitted');
  await bidOf(invitedOther.id, seller, 'submitted', midMonth(2));

  // Orders of buyer ← both: two in progress, money in two currencies, some not counted.
  const parties = { buyer, seller: both, sectorId: sectorA };
  const order = (status: OrderStatus, unitPrices: string[]) =>
    makeOrder(t.app, parties, { status, unitPrices });
  await order('created', ['12.35', '3.33']); // 140.15
  await order('shipped', ['0.01', '0.05']); // 0.35
  await order('completed', ['100.10', '0.01']); // 1001.05
  await order('cancelled', ['999']);
  await order('declined', ['999']);
  const dollars = await order('completed', ['1']);
  await db
    .update(purchaseOrder)
    .set({ currency: 'USD', total: '1000.10' })
    .where(eq(purchaseOrder.id, dollars.id));
  const lastYear = await order('completed', ['999']);
  const year = Number(months[5]?.slice(0, 4));
  await db
    .update(purchaseOrder)
    .set({ createdAt: new Date(`${year - 1}-06-15T12:00:00Z`) })
    .where(eq(purchaseOrder.id, lastYear.id));
  const earlier = await order('cancelled', ['999']);
  await db
    .update(purchaseOrder)
    .set({ createdAt: midMonth(3) })
    .where(eq(purchaseOrder.id, earlier.id));
  // The eight accepted bids behind those orders were sent in month 4 of the chart.
  await db
    .update(bid)
    .set({ submittedAt: midMonth(4) })
    .where(eq(bid.status, 'accepted'));

  // Two bids of `both` that lost, sent in month 1.
  for (let i = 0; i < 2; i++) {
    const lost = await adOf({ status: 'awarded' });
    await bidOf(lost.id, both, 'rejected', midMonth(1));
  }
});
afterAll(() => t.close());

describe('GET /api/dashboard/stats', () => {
  it('gives a buyer-only company its buyer figures and no seller figures', async () => {
    const figures = await stats(buyer.cookie);
    expect(figures.seller).toBeNull();
    expect(figures.buyer).toEqual({
      openAds: 6,
      // Four non-draft bids this week; the withdrawn one and those of the orders are older.
      bidsThisWeek: 4,
      ordersInProgress: 2,
      spendThisYear: [
        { currency: 'TRY', amount: '1141.55' },
        { currency: 'USD', amount: '1000.10' },
      ],
      ordersByMonth: months.map((month, index) => ({
        month,
        count: index === 5 ? 6 : index === 3 ? 1 : 0,
      })),
    });
  });

  it('gives a seller its figures: matching ads, open bids, win rate, orders, bids per month', async () => {
    const figures = await stats(both.cookie);
    expect(figures.seller).toEqual({
      // The open ad and the invited one; not the other company's invitation, the other
      // sector, the week-old one, the one past its deadline, its own ad.
      newMatchingAds: 2,
      openBids: 2,
      winRate: 0.8,
      ordersInProgress: 2,
      bidsByMonth: months.map((month, index) => ({
        month,
        count: [0, 2, 0, 0, 9, 3][index],
      })),
    });
    // A company with both roles gets both sets.
    expect(figures.buyer).toMatchObject({ openAds: 1, bidsThisWeek: 0, spendThisYear: [] });
  });

  it('has no win rate before any decision and no buyer figures for a seller-only company', async () => {
    const figures = await stats(seller.cookie);
    expect(figures.buyer).toBeNull();
    expect(figures.seller).toMatchObject({
      newMatchingAds: 0,
      openBids: 2,
      winRate: null,
      ordersInProgress: 0,
    });
    expect(figures.seller?.bidsByMonth.map((m) => m.count)).toEqual([0, 0, 1, 0, 0, 1]);
  });

  it('gives zeros in every month rather than leaving months out', async () => {
    const fresh = await signedInCompany(t.app, { buyer: true, seller: true });
    const figures = await stats(fresh.cookie);
    expect(figures.buyer?.ordersByMonth.map((m) => m.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(figures.seller?.bidsByMonth).toHaveLength(6);
    expect(figures.seller?.winRate).toBeNull();
  });

  it('asks for sign-in and a company', async () => {
    const anonymous = await inject(t.app, { method: 'GET', url: '/api/dashboard/stats' });
    expect(anonymous.statusCode).toBe(401);
    const loner = await signUpAndSignIn(t.app);
    const withoutCompany = await inject(t.app, {
      method: 'GET',
      url: '/api/dashboard/stats',
      cookie: loner.cookie,
    });
    expect(withoutCompany.json().code).toBe('COMPANY_REQUIRED');
  });

  it('counts a company whose role is still pending as having no figures for it', async () => {
    const pending = await signedInCompany(t.app, { seller: true });
    await t.app.db
      .update(company)
      .set({ isSellerConfirmed: 'pending' })
      .where(eq(company.id, pending.companyId));
    expect(await stats(pending.cookie)).toEqual({ buyer: null, seller: null });
  });
});

describe('lastMonths', () => {
  it('counts back across a year end in Istanbul time', () => {
    // 31 Dec 2025 22:30 UTC is already 1 Jan 2026 in Istanbul.
    expect(lastMonths(new Date('2025-12-31T22:30:00Z'))).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });
});
