import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AwardInput, BidInput } from '@teklifal/core';
import {
  ad,
  auditLog,
  bid,
  file,
  notification,
  orderItem,
  purchaseOrder,
} from '../../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import {
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../../../test/procurement.ts';

/**
 * Requests and fixtures shared by the bids tests (each test file still gets its own app and
 * database). One helper per endpoint, so a test reads like the user's steps.
 */
export function bidsApi(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    who: CompanyUser | undefined,
    payload?: unknown,
  ) =>
    inject(app, {
      method,
      url,
      cookie: who?.cookie,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    myBid: (who: CompanyUser | undefined, adId: string) =>
      call('GET', `/api/ads/${adId}/bids/mine`, who),
    saveBid: (who: CompanyUser | undefined, adId: string, body: BidInput) =>
      call('PUT', `/api/ads/${adId}/bids/mine`, who, body),
    withdraw: (who: CompanyUser | undefined, adId: string) =>
      call('POST', `/api/ads/${adId}/bids/mine/withdraw`, who),
    confirm: (who: CompanyUser | undefined, adId: string) =>
      call('POST', `/api/ads/${adId}/bids/mine/confirm`, who),
    comparison: (who: CompanyUser | undefined, adId: string) =>
      call('GET', `/api/ads/${adId}/bids`, who),
    award: (who: CompanyUser | undefined, adId: string, body: AwardInput) =>
      call('POST', `/api/ads/${adId}/award`, who, body),
    myBids: (who: CompanyUser | undefined, query = '') =>
      call('GET', `/api/bids/mine${query}`, who),
    exportMyBids: (who: CompanyUser | undefined, query = '') =>
      call('GET', `/api/bids/mine/export${query}`, who),
  };
}

/** A valid bid body pricing the ad's lines in order (prices as a person types them). */
export function bidBody(
  itemIds: readonly string[],
  prices: readonly string[],
  overrides: Partial<BidInput> = {},
): BidInput {
  return {
    items: itemIds.map((adItemId, index) => ({
      adItemId,
      unitPrice: prices[index] ?? prices[0] ?? '1',
    })),
    currency: 'TRY',
    deliveryDays: 15,
    validUntil: dayFromNow(60),
    paymentTerms: '30 gün vadeli',
    note: 'Fiyatlarımıza KDV dahil değildir.',
    attachmentFileIds: [],
    submit: true,
    ...overrides,
  };
}

/** Notifications of one type a company received. */
export const notificationsOf = (app: FastifyInstance, companyId: string, type: string) =>
  app.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, companyId), eq(notification.type, type)));

/** Audit lines of one action on one record. */
export const auditOf = (app: FastifyInstance, action: string, entityId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

let fileCounter = 0;

/** An uploaded bid attachment of a user, not yet attached to anything. */
export async function uploadedFile(
  app: FastifyInstance,
  who: CompanyUser,
  purpose: 'bidAttachment' | 'logo' = 'bidAttachment',
) {
  const [row] = await app.db
    .insert(file)
    .values({
      uploadedBy: who.userId,
      purpose,
      storageKey: `test/bid-${Date.now()}-${++fileCounter}`,
      originalName: 'Fiyat listesi.pdf',
      mimeType: 'application/pdf',
      size: 1024,
      sha256: 'a'.repeat(64),
    })
    .returning();
  if (!row) throw new Error('file not inserted');
  return row;
}

/**
 * Freezes the server's clock at `at` (only Date: timers and the database keep running).
 * `useBidsWorld` puts the real clock back after each test.
 */
export function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

export const THREE_LINES = [
  { name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' as const },
  { name: 'Tükenmez kalem', quantity: '5', unit: 'paket' as const },
  { name: 'Zımba makinesi', quantity: '2.5', unit: 'adet' as const },
];

/**
 * A buyer, several sellers and the queries the award tests check, on a fresh app per test
 * file. The hooks are registered by `useBidsWorld`; fields are ready inside the tests.
 */
export interface BidsWorld {
  app: FastifyInstance;
  api: ReturnType<typeof bidsApi>;
  buyer: CompanyUser;
  sellers: CompanyUser[];
  sectorId: string;
  seller: (index: number) => CompanyUser;
  ordersOf: (adId: string) => Promise<(typeof purchaseOrder.$inferSelect)[]>;
  itemsOf: (orderId: string) => Promise<(typeof orderItem.$inferSelect)[]>;
  bidStatuses: (ids: string[]) => Promise<Record<string, string>>;
  adRow: (adId: string) => Promise<typeof ad.$inferSelect | undefined>;
  /** The stored bid on an ad (for tests with a single bidder on the ad). */
  bidOn: (adId: string) => Promise<typeof bid.$inferSelect | undefined>;
  /** A fresh open ad of the buyer: lines of 10 koli and 5 paket (insertAd's default). */
  openAd: () => Promise<InsertedAd>;
  /** An open ad (three lines) with a submitted bid per price list, from sellers 0, 1, ... */
  adWithBids: (
    prices: string[][],
    options?: { currencies?: ('TRY' | 'USD')[] },
  ) => Promise<{ ad: InsertedAd; bids: string[] }>;
  /** Line 0 awarded to seller 0, lines 1 and 2 to seller 1; seller 2's bid rejected. */
  splitAwarded: () => Promise<{ ad: InsertedAd; bids: string[]; orderOfFirst: string }>;
}

export function useBidsWorld(options: { sellers: number; buyerName?: string }): BidsWorld {
  let testApp: TestApp;
  const w = {} as BidsWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
    w.api = bidsApi(w.app);
    w.buyer = await signedInCompany(w.app, { buyer: true, name: options.buyerName });
    w.sellers = [];
    for (let index = 0; index < options.sellers; index++) {
      w.sellers.push(await signedInCompany(w.app, { seller: true }));
    }
    w.sectorId = await anySectorId(w.app.db);
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  w.seller = (index) => w.sellers[index] as CompanyUser;
  w.ordersOf = (adId) => w.app.db.select().from(purchaseOrder).where(eq(purchaseOrder.adId, adId));
  w.itemsOf = (orderId) =>
    w.app.db
      .select()
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderItem.position));
  w.bidStatuses = async (ids) =>
    Object.fromEntries(
      (await w.app.db.select().from(bid).where(inArray(bid.id, ids))).map((row) => [
        row.id,
        row.status,
      ]),
    );
  w.adRow = async (adId) => (await w.app.db.select().from(ad).where(eq(ad.id, adId)))[0];
  w.bidOn = async (adId) => (await w.app.db.select().from(bid).where(eq(bid.adId, adId)))[0];
  w.openAd = () => insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
  w.adWithBids = async (prices, more = {}) => {
    const inserted = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      items: THREE_LINES,
    });
    const bids: string[] = [];
    for (const [index, unitPrices] of prices.entries()) {
      const row = await insertBid(w.app.db, {
        adId: inserted.id,
        sellerCompanyId: w.seller(index).companyId,
        unitPrices,
        currency: more.currencies?.[index] ?? 'TRY',
      });
      bids.push(row.id);
    }
    return { ad: inserted, bids };
  };
  w.splitAwarded = async () => {
    const { ad: inserted, bids } = await w.adWithBids([
      ['10', '10', '10'],
      ['9', '9', '9'],
      ['8', '8', '8'],
    ]);
    const [line0, line1, line2] = inserted.itemIds as [string, string, string];
    const [first, second] = bids as [string, string];
    const response = await w.api.award(w.buyer, inserted.id, {
      mode: 'lines',
      lines: [
        { adItemId: line0, bidId: first },
        { adItemId: line1, bidId: second },
        { adItemId: line2, bidId: second },
      ],
    });
    expect(response.statusCode).toBe(201);
    const orders = response.json().orders as { id: string; sellerCompanyId: string }[];
    const ofFirst = orders.find((order) => order.sellerCompanyId === w.seller(0).companyId);
    return { ad: inserted, bids, orderOfFirst: ofFirst?.id ?? '' };
  };
  return w;
}
