import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AdPriceHints,
  AuctionBuyerView,
  AuctionSellerView,
  MyBidView,
  PriceHintAnswer,
} from '@teklifal/core';
import {
  ad,
  auction,
  auctionBid,
  auditLog,
  bid,
  notification,
  sector,
} from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { signInDemo, type DemoSession } from './client.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
let buyer: DemoSession;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  buyer = await signInDemo(t.app, 'ayse@anadolugida.demo', DEMO_PASSWORD);
}, 240_000);
afterAll(() => t.close());

async function demoAdId(title: string) {
  const [row] = await t.app.db.select({ id: ad.id }).from(ad).where(eq(ad.title, title));
  if (!row) throw new Error(`no demo ad ${title}`);
  return row.id;
}

const hintsOf = async (title: string) => {
  const answer = await buyer.get<AdPriceHints>(`/api/ads/${await demoAdId(title)}/price-hints`);
  return answer.lines.map((line) => line.hint);
};

describe('the demo’s past awards (#14)', () => {
  it('give the demo buyer hints on its boxes and safety lines; the rarely bought box has none', async () => {
    const [box, largeBox, tape] = await hintsOf('Oluklu mukavva koli ve ambalaj bandı alımı');
    expect(box).toMatchObject({ unit: 'adet', currency: 'TRY', scope: 'sector' });
    expect(box?.awards).toBeGreaterThanOrEqual(5);
    expect(tape).toMatchObject({ unit: 'rulo' });
    expect(largeBox).toBeNull();
    const safety = await hintsOf('İş güvenliği ekipmanları (baret, eldiven, gözlük)');
    expect(safety.every((hint) => hint !== null)).toBe(true);
  });

  it('answer a line being written the same way', async () => {
    const [row] = await t.app.db
      .select({ id: sector.id })
      .from(sector)
      .where(eq(sector.slug, 'is-kisisel-koruyucu'));
    const query = new URLSearchParams({
      sectorId: row?.id ?? '',
      unit: 'çift',
      currency: 'TRY',
      name: 'Nitril eldiven',
    });
    const answer = await buyer.get<PriceHintAnswer>(`/api/price-hints?${query}`);
    expect(answer.hint).toMatchObject({ unit: 'çift', awards: 5 });
  });
});

const AUCTION_AD = 'PET kavanoz ve metal kapak (kapalı zarf + e-eksiltme)';

describe('the demo’s finished auction (#14)', () => {
  const ms = (value: Date | null | undefined) => value?.getTime() ?? Number.NaN;

  async function theAuction() {
    const rows = await t.app.db.select().from(auction);
    expect(rows).toHaveLength(1);
    return rows[0] as typeof auction.$inferSelect;
  }

  it('ended days ago, after its sealed round, every step after the one before', async () => {
    const held = await theAuction();
    expect(held.status).toBe('ended');
    const [adRow] = await t.app.db.select().from(ad).where(eq(ad.id, held.adId));
    expect(adRow).toMatchObject({ title: AUCTION_AD, status: 'closed', awardedAt: null });
    const bids = await t.app.db.select().from(bid).where(eq(bid.adId, held.adId));
    expect(bids).toHaveLength(3);
    for (const placed of bids) {
      expect(ms(placed.submittedAt)).toBeGreaterThan(ms(adRow?.publishedAt));
      expect(ms(placed.submittedAt)).toBeLessThan(ms(adRow?.bidDeadline));
    }
    expect(ms(adRow?.bidDeadline)).toBeLessThanOrEqual(ms(held.createdAt));
    // Started at once: its row is written in the same second as its start.
    expect(Math.abs(ms(held.createdAt) - ms(held.startsAt))).toBeLessThan(1000);

    const placed = await t.app.db
      .select()
      .from(auctionBid)
      .where(eq(auctionBid.auctionId, held.id))
      .orderBy(auctionBid.seq);
    expect(placed.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    let last = ms(held.startsAt);
    for (const entry of placed) {
      // Minutes apart, as people bid, not the milliseconds the seeding took.
      expect(ms(entry.createdAt) - last).toBeGreaterThan(60_000);
      last = ms(entry.createdAt);
    }
    expect(last).toBeLessThan(ms(held.endsAt));
    expect(ms(held.endsAt) - ms(held.startsAt)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(held.endedAt).toEqual(held.endsAt);
    expect(ms(held.endedAt)).toBeLessThan(Date.now() - 24 * 60 * 60_000);
  });

  it('left its notifications and audit lines at the story’s moments, not at seeding time', async () => {
    const held = await theAuction();
    const route = `/auctions/${held.id}`;
    const told = await t.app.db.select().from(notification).where(eq(notification.route, route));
    expect(told.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['auctionStarted', 'auctionOutbid', 'auctionEnded']),
    );
    for (const entry of told) {
      expect(ms(entry.createdAt)).toBeGreaterThanOrEqual(ms(held.startsAt));
      expect(ms(entry.createdAt)).toBeLessThanOrEqual(ms(held.endedAt) + 60_000);
    }
    const lines = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, held.id));
    expect(lines.map((line) => line.action).sort()).toEqual([
      'auction.bid',
      'auction.bid',
      'auction.bid',
      'auction.bid',
      'auction.bid',
      'auction.bid',
      'auction.bid',
      'auction.created',
      'auction.ended',
    ]);
    const ended = lines.find((line) => line.action === 'auction.ended');
    expect(ended?.data.endsAt).toBe(held.endsAt.toISOString());
    expect(ms(ended?.createdAt)).toBeGreaterThanOrEqual(ms(held.endsAt));
  });

  it('shows the buyer the whole history and its final prices in the comparison', async () => {
    const held = await theAuction();
    const room = await buyer.get<AuctionBuyerView>(`/api/auctions/${held.id}`);
    expect(room.auction.phase).toBe('ended');
    expect(room.history).toHaveLength(7);
    const ranked = [...room.participants].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    expect(ranked.map((entry) => [entry.company.name, entry.startTotal, entry.total])).toEqual([
      ['Ege Ambalaj Sanayi Ltd. Şti.', '218000.00', '208000.00'],
      [expect.stringContaining('Karadeniz'), '218800.00', '209200.00'],
      [expect.stringContaining('Marmara'), '221200.00', '210800.00'],
    ]);
    const comparison = await buyer.get<{ bids: { id: string; total: string }[] }>(
      `/api/ads/${held.adId}/bids`,
    );
    expect(comparison.bids.map((entry) => entry.total).sort()).toEqual([
      '208000.00',
      '209200.00',
      '210800.00',
    ]);
  });

  it('shows the winning seller its place and its own history, the sealed price kept', async () => {
    const held = await theAuction();
    const seller = await signInDemo(t.app, 'can@egeambalaj.demo', DEMO_PASSWORD);
    const room = await seller.get<AuctionSellerView>(`/api/auctions/${held.id}`);
    expect(room).toMatchObject({ role: 'seller', rank: 1, total: '208000.00' });
    expect(room.history).toHaveLength(3);
    expect(JSON.stringify(room)).not.toContain('Marmara');
    const mine = await seller.get<MyBidView>(`/api/ads/${held.adId}/bids/mine`);
    expect(mine.bid?.history.map((revision) => revision.total)).toEqual(['208000.00', '218000.00']);
  });
});
