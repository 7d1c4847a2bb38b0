import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdView } from '@teklifal/core';
import { ad, company, post } from '../db/schema/index.ts';
import { createTwoInstances, eventually, inject } from '../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  insertOrder,
  signedInCompany,
  type CompanyUser,
} from '../test/procurement.ts';

/**
 * Answers kept per viewer by the table cache (tableCache.remember, lib/remembered-answer.ts):
 * on the embedded database they are kept and must follow every write, each viewer's access and
 * the clock; on PostgreSQL (TEST_DATABASE_URL) nothing is kept and the same checks hold.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;
let buyer: CompanyUser;
let seller: CompanyUser;
let invitedSeller: CompanyUser;
let sectorId: string;

beforeAll(async () => {
  ({ first, second, close: closeBoth } = await createTwoInstances());
  buyer = await signedInCompany(first, { buyer: true, name: 'Önbellek Alıcı A.Ş.' });
  seller = await signedInCompany(first, { seller: true, name: 'Açık Satıcı Ltd.' });
  invitedSeller = await signedInCompany(first, { seller: true, name: 'Davetli Satıcı Ltd.' });
  sectorId = await anySectorId(first.db);
});
afterAll(() => closeBoth());
afterEach(() => {
  vi.useRealTimers();
});

const get = async (app: FastifyInstance, url: string, who?: CompanyUser) => {
  const response = await inject(app, { method: 'GET', url, cookie: who?.cookie });
  return { status: response.statusCode, body: response.json() };
};
const ok = async <T = { items: { id: string; title: string }[] }>(
  app: FastifyInstance,
  url: string,
  who?: CompanyUser,
) => {
  const answer = await get(app, url, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
};
const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('answers remembered per viewer', () => {
  it('are kept on the embedded database only, and a second ask reads no list table', async () => {
    expect(first.tableCache.remembers).toBe(first.dbKind === 'pglite');
    const tableWrites = second.tableWrites;
    if (!tableWrites) return;
    const listed = await insertAd(first.db, { companyId: buyer.companyId, sectorId });
    const bid = await insertBid(first.db, {
      adId: listed.id,
      sellerCompanyId: seller.companyId,
      unitPrices: ['10', '20'],
    });
    await insertOrder(first.db, {
      adId: listed.id,
      bidId: bid.id,
      buyerCompanyId: buyer.companyId,
      sellerCompanyId: seller.companyId,
    });
    const asks: [string, CompanyUser | undefined][] = [
      ['/api/ads', seller],
      ['/api/ads/mine', buyer],
      ['/api/orders?side=buyer', buyer],
      ['/api/dashboard/stats', buyer],
      ['/api/notifications/unread', buyer],
      ['/api/blogs', undefined],
    ];
    for (const [url, who] of asks) {
      await ok(second, url, who);
      const read: string[] = [];
      await tableWrites.readsOf(
        (table) => read.push(table),
        () => ok(second, url, who),
      );
      expect(read, url).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(ad|purchase_order|post|notification)$/)]),
      );
    }
  });

  it('follow a write through the other instance, by the API or by plain SQL', async () => {
    const before = await ok(second, '/api/ads', seller);
    const added = await insertAd(first.db, {
      companyId: buyer.companyId,
      sectorId,
      title: 'Yeni eklenen koli ilanı',
    });
    const after = await ok(second, '/api/ads', seller);
    expect(idsOf(after)).toContain(added.id);
    expect(idsOf(after)).toHaveLength(idsOf(before).length + 1);

    await ok(second, `/api/ads/${added.id}`, seller);
    await first.db.update(ad).set({ title: 'Başlığı değişen ilan' }).where(eq(ad.id, added.id));
    expect((await ok<AdView>(second, `/api/ads/${added.id}`, seller)).title).toBe(
      'Başlığı değişen ilan',
    );
    expect((await ok(second, '/api/ads/mine', buyer)).items).toContainEqual(
      expect.objectContaining({ id: added.id, title: 'Başlığı değişen ilan' }),
    );

    const closed = await inject(first, {
      method: 'POST',
      url: `/api/ads/${added.id}/close`,
      cookie: buyer.cookie,
    });
    expect(closed.statusCode).toBe(200);
    expect(idsOf(await ok(second, '/api/ads', seller))).not.toContain(added.id);
  });

  it('are never given to another company, nor to a viewer whose role was taken away', async () => {
    const invitedOnly = await insertAd(first.db, {
      companyId: buyer.companyId,
      sectorId,
      visibility: 'invited',
      invitedCompanyIds: [invitedSeller.companyId],
      title: 'Yalnız davetliye açık ilan',
    });
    expect(idsOf(await ok(second, '/api/ads', invitedSeller))).toContain(invitedOnly.id);
    await ok(second, `/api/ads/${invitedOnly.id}`, invitedSeller);

    expect(idsOf(await ok(second, '/api/ads', seller))).not.toContain(invitedOnly.id);
    expect((await get(second, `/api/ads/${invitedOnly.id}`, seller)).status).toBe(404);
    expect((await get(second, '/api/ads/mine', seller)).status).toBe(403);

    await first.db
      .update(company)
      .set({ isSellerConfirmed: 'no' })
      .where(eq(company.id, invitedSeller.companyId));
    // The embedded database's one process sees the write at once; on PostgreSQL the second
    // instance forgets the sessions it keeps when the table notice arrives, a moment later.
    const whenSeen =
      second.dbKind === 'pglite' ? (check: () => Promise<void>) => check() : eventually;
    try {
      await whenSeen(async () => {
        expect((await get(second, '/api/ads', invitedSeller)).status).toBe(403);
      });
      expect((await get(second, `/api/ads/${invitedOnly.id}`, invitedSeller)).status).toBe(404);
    } finally {
      await first.db
        .update(company)
        .set({ isSellerConfirmed: 'yes' })
        .where(eq(company.id, invitedSeller.companyId));
    }
  });

  it('change when a deadline passes, with no write', async () => {
    // A fixed clock near today's (the sessions signed in above stay valid).
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const deadline = new Date(now.getTime() + 60 * 60_000);
    const closing = await insertAd(first.db, {
      companyId: buyer.companyId,
      sectorId,
      bidDeadline: deadline,
      title: 'Bir saat sonra kapanan ilan',
    });
    expect(idsOf(await ok(second, '/api/ads', seller))).toContain(closing.id);
    const open = await ok<AdView>(second, `/api/ads/${closing.id}`, seller);
    expect(open.abilities.bid).toBe(true);
    const mine = await ok<{ items: { id: string; abilities: { close: boolean } }[] }>(
      second,
      '/api/ads/mine',
      buyer,
    );
    expect(mine.items.find((item) => item.id === closing.id)?.abilities.close).toBe(true);

    vi.setSystemTime(new Date(deadline.getTime() - 1));
    expect(idsOf(await ok(second, '/api/ads', seller))).toContain(closing.id);
    vi.setSystemTime(deadline);
    expect(idsOf(await ok(second, '/api/ads', seller))).not.toContain(closing.id);
    expect((await ok<AdView>(second, `/api/ads/${closing.id}`, buyer)).abilities.close).toBe(false);
    const later = await ok<{ items: { id: string; abilities: { close: boolean } }[] }>(
      second,
      '/api/ads/mine',
      buyer,
    );
    expect(later.items.find((item) => item.id === closing.id)?.abilities.close).toBe(false);
  });

  it('show a post scheduled for later once its time comes, with no write', async () => {
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    // Sooner than the cache's minute, so only the clock's event can show it.
    const publishedAt = new Date(now.getTime() + 30_000);
    const [scheduled] = await first.db
      .insert(post)
      .values({
        kind: 'blog',
        title: 'Zamanlanmış yazı',
        content: '<p>Yakında</p>',
        status: 'published',
        publishedAt,
      })
      .returning();
    if (!scheduled) throw new Error('post not stored');
    expect(idsOf(await ok(second, '/api/blogs'))).not.toContain(scheduled.id);
    expect((await get(second, `/api/blogs/${scheduled.id}`)).status).toBe(404);
    vi.setSystemTime(publishedAt);
    expect(idsOf(await ok(second, '/api/blogs'))).toContain(scheduled.id);
    expect((await get(second, `/api/blogs/${scheduled.id}`)).status).toBe(200);
  });

  it('answer 304 to a browser holding the same answer, private to its viewer', async () => {
    const response = await inject(second, {
      method: 'GET',
      url: '/api/ads/mine',
      cookie: buyer.cookie,
    });
    expect(response.statusCode).toBe(200);
    if (!second.tableCache.remembers) return;
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await inject(second, {
      method: 'GET',
      url: '/api/ads/mine',
      cookie: buyer.cookie,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
