import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { istanbulDateOf, type AdListItem, type Page, type SellerSuggestion } from '@teklifal/core';
import { ad, company } from '../../../db/schema/index.ts';
import { nextVkn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  daysFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../../test/procurement.ts';
import { browseAds } from './queries/browse.ts';
import { call, fieldsOf, pickSectors, sectorWithParent } from './test-helpers.ts';

let t: TestApp;
let buyer: CompanyUser;
let both: CompanyUser;
let seller: CompanyUser;
let otherSeller: CompanyUser;
let sectors: { childId: string; parentId: string };
let otherSector: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  sectors = await sectorWithParent(t.app, 0);
  otherSector = (await sectorWithParent(t.app, 40)).childId;
  buyer = await signedInCompany(t.app, { buyer: true, name: 'Anadolu Alıcı A.Ş.' });
  both = await signedInCompany(t.app, { buyer: true, seller: true, name: 'İkili Ticaret A.Ş.' });
  seller = await signedInCompany(t.app, { seller: true, name: 'IŞIK Elektrik Ltd.' });
  otherSeller = await signedInCompany(t.app, { seller: true, name: 'Zeki Makine Ltd.' });
  await pickSectors(t.app, seller.companyId, [sectors.parentId]);
  await pickSectors(t.app, otherSeller.companyId, [otherSector]);

  const base = { companyId: buyer.companyId, sectorId: sectors.childId };
  const add = async (key: string, props: Partial<Parameters<typeof insertAd>[1]> = {}) => {
    ids[key] = (await insertAd(t.app.db, { ...base, ...props })).id;
  };
  await add('pipe', { title: 'Çelik boru', bidDeadline: daysFromNow(5) });
  await add('light', { title: 'ışık direği', bidDeadline: daysFromNow(2), currency: 'EUR' });
  await add('stainless', {
    title: 'Paslanmaz tank',
    bidDeadline: daysFromNow(9),
    sectorId: otherSector,
  });
  await add('draft', { title: 'Taslak boru', status: 'draft' });
  await add('closed', { title: 'Kapalı boru', status: 'closed', bidDeadline: daysFromNow(-1) });
  await add('late', { title: 'Süresi geçmiş boru', bidDeadline: new Date(Date.now() - 1) });
  await add('invitedOther', {
    title: 'Gizli boru',
    visibility: 'invited',
    invitedCompanyIds: [otherSeller.companyId],
  });
  await add('invitedMe', {
    title: 'Davetli boru',
    visibility: 'invited',
    invitedCompanyIds: [seller.companyId],
    bidDeadline: daysFromNow(20),
  });
  ids.own = (
    await insertAd(t.app.db, {
      companyId: both.companyId,
      sectorId: sectors.childId,
      title: 'Kendi ilanım',
      bidDeadline: daysFromNow(15),
    })
  ).id;
  // Publication order decides "newest"; the search text of a real ad includes its lines.
  const order = ['pipe', 'light', 'stainless', 'invitedMe', 'own'];
  for (const [index, key] of order.entries()) {
    await t.app.db
      .update(ad)
      .set({ publishedAt: new Date(Date.now() - (order.length - index) * 60_000) })
      .where(eq(ad.id, ids[key] ?? ''));
  }
  await t.app.db
    .update(ad)
    .set({ deliveryCity: 'İzmir', budget: '900', budgetVisible: true })
    .where(eq(ad.id, ids.light ?? ''));
  await t.app.db
    .update(ad)
    .set({ budget: '5000' })
    .where(eq(ad.id, ids.pipe ?? ''));
  await insertBid(t.app.db, {
    adId: ids.pipe ?? '',
    sellerCompanyId: seller.companyId,
    unitPrices: ['3'],
    status: 'draft',
  });
});
afterAll(() => t.close());

async function browse(cookie: string, query = '') {
  const response = await call(t.app, 'GET', `/api/ads${query ? `?${query}` : ''}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AdListItem>>();
}
const titles = (page: Page<AdListItem>) => page.items.map((item) => item.title);
const key = (id: string | undefined) => Object.entries(ids).find(([, v]) => v === id)?.[0];

describe('GET /api/ads (sellers)', () => {
  it('lists open and inviting published ads before their deadline, newest first', async () => {
    const page = await browse(seller.cookie);
    expect(page.items.map((item) => key(item.id))).toEqual([
      'own',
      'invitedMe',
      'stainless',
      'light',
      'pipe',
    ]);
    expect(page.total).toBe(5);
    const pipe = page.items.find((item) => item.id === ids.pipe);
    expect(pipe).toMatchObject({
      companyName: 'Anadolu Alıcı A.Ş.',
      isOwn: false,
      myBidStatus: 'draft',
      budget: null,
      itemCount: 2,
    });
    expect(page.items.find((item) => item.id === ids.light)?.budget).toBe('900.00');
    expect(Object.keys(pipe ?? {})).not.toContain('bidCount');
  });

  it('a company that is also a buyer sees its own ads marked as its own', async () => {
    const page = await browse(both.cookie);
    expect(page.items.find((item) => item.id === ids.own)).toMatchObject({ isOwn: true });
    expect(page.items.map((item) => key(item.id))).not.toContain('invitedMe');
  });

  it('searches in Turkish: stems, İ/ı-aware case, typos', async () => {
    expect(titles(await browse(seller.cookie, 'q=borular'))).toContain('Çelik boru');
    expect(titles(await browse(seller.cookie, 'q=%C3%87EL%C4%B0K'))).toEqual(['Çelik boru']);
    expect(titles(await browse(seller.cookie, `q=${encodeURIComponent('IŞIK')}`))).toEqual([
      'ışık direği',
    ]);
    expect(titles(await browse(seller.cookie, 'q=paslanmz'))).toEqual(['Paslanmaz tank']);
    // Typed on an English keyboard, without the Turkish marks.
    expect(titles(await browse(seller.cookie, 'q=isik'))).toEqual(['ışık direği']);
    expect(titles(await browse(seller.cookie, 'q=celik'))).toEqual(['Çelik boru']);
    expect(titles(await browse(seller.cookie, 'q=ISIK+diregi'))).toEqual(['ışık direği']);
    expect((await browse(seller.cookie, 'q=kuyumcu')).total).toBe(0);
    // Closed, late, draft and uninvited ads stay out of searches as well.
    expect(titles(await browse(seller.cookie, 'q=boru')).sort()).toEqual([
      'Davetli boru',
      'Çelik boru',
    ]);
  });

  it('filters by sector (with its children), city, currency, deadline day and my sectors', async () => {
    const byParent = await browse(seller.cookie, `sectorId=${sectors.parentId}`);
    expect(byParent.items.map((item) => key(item.id)).sort()).toEqual(
      ['invitedMe', 'light', 'own', 'pipe'].sort(),
    );
    expect(titles(await browse(seller.cookie, `city=${encodeURIComponent('İzmir')}`))).toEqual([
      'ışık direği',
    ]);
    expect(titles(await browse(seller.cookie, 'currency=EUR'))).toEqual(['ışık direği']);
    // The filter is an Istanbul day: the deadline's own day there, whatever the hour in UTC.
    const day = istanbulDateOf(daysFromNow(5));
    const soon = await browse(seller.cookie, `deadlineBefore=${day}`);
    expect(soon.items.map((item) => key(item.id)).sort()).toEqual(['light', 'pipe']);
    const mine = await browse(otherSeller.cookie, 'mySectors=true');
    expect(mine.items.map((item) => key(item.id))).toEqual(['stainless']);
    expect((await browse(seller.cookie, 'mySectors=true')).total).toBe(4);
  });

  it('sorts by deadline and by relevance, and pages', async () => {
    const byDeadline = await browse(seller.cookie, 'sort=deadline');
    expect(byDeadline.items.map((item) => key(item.id))).toEqual([
      'light',
      'pipe',
      'stainless',
      'own',
      'invitedMe',
    ]);
    // Every word of a search must be in the ad; by relevance unless another order is asked.
    const relevant = await browse(seller.cookie, `q=${encodeURIComponent('çelik boru')}`);
    expect(titles(relevant)).toEqual(['Çelik boru']);
    const newest = await browse(seller.cookie, 'q=boru&sort=newest');
    expect(titles(newest)).toEqual(['Davetli boru', 'Çelik boru']);
    // Without a search, relevance means nothing: newest first.
    const unsearched = await browse(seller.cookie, 'sort=relevance');
    expect(unsearched.items.map((item) => key(item.id))[0]).toBe('own');
    const second = await browse(seller.cookie, 'sort=deadline&page=2&pageSize=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.items.map((item) => key(item.id))).toEqual(['stainless', 'own']);
  });

  it('counts matches up to a limit past the page asked for, and says when there are more', async () => {
    const ctx = {
      actor: { user: { id: seller.userId, role: 'user' }, company: null, companyRole: 'owner' },
      userId: seller.userId,
      companyId: seller.companyId,
      locale: 'tr',
      ip: '127.0.0.1',
    } as const;
    const query = { page: 1, pageSize: 1, sort: 'newest' } as const;
    const first = await browseAds(t.app.db, ctx, query, { countLimit: 3 });
    expect(first).toMatchObject({ total: 3, totalCapped: true });
    expect(first.items).toHaveLength(1);
    // Paging past the limit counts up to that page (and on), so the last page is still known.
    const fourth = await browseAds(t.app.db, ctx, { ...query, page: 4 }, { countLimit: 3 });
    expect(fourth).toMatchObject({ total: 4, totalCapped: true });
    const fifth = await browseAds(t.app.db, ctx, { ...query, page: 5 }, { countLimit: 3 });
    expect(fifth).toMatchObject({ total: 5, totalCapped: false });
    expect(await browse(seller.cookie, '')).toMatchObject({ total: 5, totalCapped: false });
  });

  it('refuses buyers that are not sellers (403) and bad queries (400 naming the field)', async () => {
    const asBuyer = await call(t.app, 'GET', '/api/ads', { cookie: buyer.cookie });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().code).toBe('SELLER_NOT_CONFIRMED');
    const bad = await call(t.app, 'GET', '/api/ads?sort=cheapest&pageSize=500', {
      cookie: seller.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['pageSize', 'sort']);
    const badDay = await call(t.app, 'GET', '/api/ads?deadlineBefore=2026-02-30', {
      cookie: seller.cookie,
    });
    expect(fieldsOf(badDay.json())).toEqual(['deadlineBefore']);
  });
});

describe('GET /api/sellers/suggestions (buyers)', () => {
  const suggest = async (cookie: string, query: string) => {
    const response = await call(t.app, 'GET', `/api/sellers/suggestions?${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<SellerSuggestion[]>();
  };

  it('confirmed sellers except the own company, the sector’s first', async () => {
    const items = await suggest(both.cookie, `sectorId=${sectors.childId}`);
    expect(items[0]).toMatchObject({ id: seller.companyId, matchesSector: true });
    expect(items.map((item) => item.id)).toContain(otherSeller.companyId);
    expect(items.find((item) => item.id === otherSeller.companyId)?.matchesSector).toBe(false);
    expect(items.map((item) => item.id)).not.toContain(both.companyId);
    expect(items.map((item) => item.id)).not.toContain(buyer.companyId);
    const fromBuyer = await suggest(buyer.cookie, '');
    expect(fromBuyer.map((item) => item.id)).toContain(both.companyId);
  });

  it('searches names with Turkish case folding and returns at most 20', async () => {
    expect(
      (await suggest(buyer.cookie, `q=${encodeURIComponent('ışık')}`)).map((s) => s.id),
    ).toEqual([seller.companyId]);
    expect(
      (await suggest(buyer.cookie, `q=${encodeURIComponent('İKİLİ')}`)).map((s) => s.id),
    ).toEqual([both.companyId]);
    expect((await suggest(buyer.cookie, 'q=isik')).map((s) => s.id)).toEqual([seller.companyId]);
    // Companies only need rows here; sellers signing up one by one would be slow.
    await t.app.db.insert(company).values(
      Array.from({ length: 21 }, (_, i) => ({
        name: `Toplu Satıcı ${i} Ltd.`,
        taxNumber: nextVkn(),
        taxOffice: 'Konak',
        city: 'İzmir',
        district: 'Konak',
        address: 'Alsancak',
        phone: '+902325550000',
        email: `toplu${i}@ornek.com.tr`,
        adminUserId: otherSeller.userId,
        isSellerConfirmed: 'yes' as const,
      })),
    );
    expect(await suggest(buyer.cookie, 'q=toplu')).toHaveLength(20);
  });

  it('refuses a seller-only company (403 BUYER_NOT_CONFIRMED)', async () => {
    const response = await call(t.app, 'GET', '/api/sellers/suggestions', {
      cookie: seller.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('BUYER_NOT_CONFIRMED');
    const pending = await signedInCompany(t.app, {});
    await t.app.db
      .update(company)
      .set({ isBuyerConfirmed: 'pending' })
      .where(eq(company.id, pending.companyId));
    expect(
      (await call(t.app, 'GET', '/api/sellers/suggestions', { cookie: pending.cookie })).json()
        .code,
    ).toBe('BUYER_NOT_CONFIRMED');
  });
});
