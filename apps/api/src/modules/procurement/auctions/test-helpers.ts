import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AuctionBidInput, AuctionInput, Unit } from '@teklifal/core';
import { auditLog, bid, liveEvent, notification } from '../../../db/schema/index.ts';
import { createTestApp, inject, nextIp, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../../test/procurement.ts';

/**
 * Auctions on a fixed clock: T0 is a whole minute a little after the file starts (sessions made
 * in beforeAll stay valid), and every test sets the server's clock relative to it with `at`.
 * The auction clock job also runs on that clock, so a test reads the same phase it set.
 */
export const T0 = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 10 * 60_000);
export const MINUTE = 60_000;

/** Freezes the server's Date at T0 + ms (timers and the database keep running). */
export function at(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(T0.getTime() + ms));
}

export const TWO_LINES: { name: string; quantity: string; unit: Unit }[] = [
  { name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' },
  { name: 'Tükenmez kalem', quantity: '5', unit: 'paket' },
];

export type Who = CompanyUser & { ip: string };

export function auctionsApi(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: Who | undefined,
    payload?: unknown,
    locale?: 'tr' | 'en',
  ) =>
    inject(app, {
      method,
      url,
      cookie: who?.cookie,
      remoteAddress: who?.ip ?? '127.0.0.1',
      ...(locale ? { headers: { 'accept-language': locale } } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    start: (who: Who | undefined, adId: string, body: Partial<AuctionInput>, locale?: 'en') =>
      call('POST', `/api/ads/${adId}/auction`, who, body, locale),
    room: (who: Who | undefined, auctionId: string) =>
      call('GET', `/api/auctions/${auctionId}`, who),
    bid: (
      who: Who | undefined,
      auctionId: string,
      prices: AuctionBidInput['prices'],
      locale?: 'en',
    ) => call('POST', `/api/auctions/${auctionId}/bids`, who, { prices }, locale),
    cancel: (who: Who | undefined, auctionId: string) =>
      call('POST', `/api/auctions/${auctionId}/cancel`, who, {}),
    report: (who: Who | undefined, auctionId: string) =>
      call('GET', `/api/auctions/${auctionId}/report.csv`, who),
    comparison: (who: Who | undefined, adId: string) => call('GET', `/api/ads/${adId}/bids`, who),
    myBid: (who: Who | undefined, adId: string) => call('GET', `/api/ads/${adId}/bids/mine`, who),
    award: (who: Who | undefined, adId: string, body: unknown) =>
      call('POST', `/api/ads/${adId}/award`, who, body),
  };
}

/** Settings for POST /api/ads/:adId/auction: starts at T0, 30 minutes, 1 ₺ steps on the total. */
export const auctionBody = (overrides: Partial<AuctionInput> = {}): Partial<AuctionInput> => ({
  startsAt: T0.toISOString(),
  durationMinutes: 30,
  basis: 'total',
  decrementKind: 'amount',
  decrementValue: '1',
  extensionMinutes: 2,
  showBestPrice: false,
  ...overrides,
});

export interface AuctionWorld {
  app: FastifyInstance;
  api: ReturnType<typeof auctionsApi>;
  buyer: Who;
  /** Another buyer, a stranger to every auction here. */
  otherBuyer: Who;
  sellers: Who[];
  seller: (index: number) => Who;
  sectorId: string;
  /**
   * A closed ad of the buyer (its deadline an hour before T0) with a submitted bid per price
   * list from sellers 0, 1, …, submitted a minute apart in that order.
   */
  closedAdWithBids: (
    prices: string[][],
    options?: { items?: typeof TWO_LINES },
  ) => Promise<{ ad: InsertedAd; bids: string[] }>;
  /** closedAdWithBids, then an auction on it started by the buyer (201 expected). */
  runningAuction: (
    prices: string[][],
    settings?: Partial<AuctionInput>,
  ) => Promise<{ ad: InsertedAd; bids: string[]; auctionId: string }>;
  notificationsOf: (
    companyId: string,
    type: string,
  ) => Promise<(typeof notification.$inferSelect)[]>;
  auditOf: (action: string, entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
  eventsOf: (companyId: string) => Promise<(typeof liveEvent.$inferSelect)[]>;
}

export function useAuctionWorld(options: { sellers: number }): AuctionWorld {
  let testApp: TestApp;
  const w = {} as AuctionWorld;
  const person = async (roles: { buyer?: boolean; seller?: boolean }) => ({
    ...(await signedInCompany(w.app, roles)),
    ip: nextIp(),
  });
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
    w.api = auctionsApi(w.app);
    w.buyer = await person({ buyer: true });
    w.otherBuyer = await person({ buyer: true });
    w.sellers = [];
    for (let index = 0; index < options.sellers; index++) {
      w.sellers.push(await person({ seller: true }));
    }
    w.sectorId = await anySectorId(w.app.db);
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  w.seller = (index) => w.sellers[index] as Who;
  w.closedAdWithBids = async (prices, more = {}) => {
    const inserted = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      status: 'closed',
      bidDeadline: new Date(T0.getTime() - 60 * MINUTE),
      items: more.items ?? TWO_LINES,
    });
    const bids: string[] = [];
    for (const [index, unitPrices] of prices.entries()) {
      const row = await insertBid(w.app.db, {
        adId: inserted.id,
        sellerCompanyId: w.seller(index).companyId,
        unitPrices,
      });
      const submittedAt = new Date(T0.getTime() - (120 - index) * MINUTE);
      await w.app.db.update(bid).set({ submittedAt }).where(eq(bid.id, row.id));
      bids.push(row.id);
    }
    return { ad: inserted, bids };
  };
  w.runningAuction = async (prices, settings = {}) => {
    const made = await w.closedAdWithBids(prices);
    at(0);
    const response = await w.api.start(w.buyer, made.ad.id, auctionBody(settings));
    if (response.statusCode !== 201) throw new Error(`auction not started: ${response.body}`);
    return { ...made, auctionId: response.json().id as string };
  };
  w.notificationsOf = (companyId, type) =>
    w.app.db
      .select()
      .from(notification)
      .where(and(eq(notification.companyId, companyId), eq(notification.type, type)));
  w.auditOf = (action, entityId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  w.eventsOf = (companyId) =>
    w.app.db
      .select()
      .from(liveEvent)
      .where(eq(liveEvent.companyId, companyId))
      .orderBy(asc(liveEvent.position));
  return w;
}
