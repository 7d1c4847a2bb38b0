import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import {
  lineTotal,
  lineVat,
  type Currency,
  type OrderStatus,
  type PriceHint,
  type PriceHintAnswer,
  type PriceHintQuery,
  type Unit,
} from '@teklifal/core';
import { orderItem, purchaseOrder, sector } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { insertAd, insertBid, type CompanyUser } from '../../test/procurement.ts';

/** A fixed "now" for every hint test: the window is measured from it. */
export const NOW = new Date('2026-06-15T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
export const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

/** Sectors of the seeded tree: two siblings under one main sector, and one elsewhere. */
export interface HintSectors {
  sector: string;
  sibling: string;
  elsewhere: string;
}

export async function hintSectors(app: FastifyInstance): Promise<HintSectors> {
  const leaves = await app.db
    .select({ id: sector.id, parentId: sector.parentId })
    .from(sector)
    .where(isNotNull(sector.parentId))
    .orderBy(sector.slug);
  const first = leaves[0];
  const sibling = leaves.find((row) => row.parentId === first?.parentId && row.id !== first?.id);
  const elsewhere = leaves.find((row) => row.parentId !== first?.parentId);
  if (!first || !sibling || !elsewhere) throw new Error('hint tests need a seeded sector tree');
  return { sector: first.id, sibling: sibling.id, elsewhere: elsewhere.id };
}

export interface PastAwardSpec {
  buyer: CompanyUser;
  seller: CompanyUser;
  sectorId: string;
  name: string;
  unitPrice: string;
  unit?: Unit;
  currency?: Currency;
  status?: OrderStatus;
  /** When the line was awarded (the order's creation); NOW by default. */
  at?: Date;
}

let orderCounter = 0;

/** An awarded one-line ad, its accepted bid and its order, as an award leaves them. */
export async function insertPastAward(
  app: FastifyInstance,
  spec: PastAwardSpec,
): Promise<{ orderItemId: string }> {
  const unit = spec.unit ?? 'adet';
  const currency = spec.currency ?? 'TRY';
  const quantity = '100';
  const ad = await insertAd(app.db, {
    companyId: spec.buyer.companyId,
    sectorId: spec.sectorId,
    status: 'awarded',
    currency,
    items: [{ name: spec.name, quantity, unit }],
  });
  const bid = await insertBid(app.db, {
    adId: ad.id,
    sellerCompanyId: spec.seller.companyId,
    unitPrices: [spec.unitPrice],
    status: 'accepted',
    currency,
  });
  const total = lineTotal(quantity, spec.unitPrice);
  const vat = lineVat(total, 20);
  const [order] = await app.db
    .insert(purchaseOrder)
    .values({
      orderNo: `SIP-HINT-${String(++orderCounter).padStart(6, '0')}-${Date.now() % 100000}`,
      adId: ad.id,
      bidId: bid.id,
      buyerCompanyId: spec.buyer.companyId,
      sellerCompanyId: spec.seller.companyId,
      status: spec.status ?? 'completed',
      currency,
      total,
      vatTotal: vat,
      deliveryCity: 'Ankara',
      deliveryAddress: 'Çankaya, Atatürk Bulvarı No: 100',
      deliveryDate: '2026-07-01',
      deliveryDays: 10,
      paymentTerms: '30 gün vadeli',
      createdAt: spec.at ?? NOW,
    })
    .returning({ id: purchaseOrder.id });
  if (!order) throw new Error('order not created');
  const [line] = await app.db
    .insert(orderItem)
    .values({
      orderId: order.id,
      adItemId: ad.itemIds[0],
      position: 0,
      name: spec.name,
      quantity,
      unit,
      unitPrice: spec.unitPrice,
      lineTotal: total,
      vatRate: 20,
      vatAmount: vat,
    })
    .returning({ id: orderItem.id });
  if (!line) throw new Error('order line not created');
  return { orderItemId: line.id };
}

/** Several awards of one line, one per price, each from the buyer at the same place. */
export async function insertPastAwards(
  app: FastifyInstance,
  common: Omit<PastAwardSpec, 'buyer' | 'unitPrice'>,
  awards: [CompanyUser, string][],
) {
  for (const [buyer, unitPrice] of awards) {
    await insertPastAward(app, { ...common, buyer, unitPrice });
  }
}

/** GET /api/price-hints as `who`. */
export function askHint(app: FastifyInstance, who: CompanyUser | null, query: PriceHintQuery) {
  return inject(app, {
    method: 'GET',
    url: '/api/price-hints',
    query: { ...query },
    ...(who ? { cookie: who.cookie } : {}),
  });
}

let personCounter = 0;

/**
 * A company of its own: its owner signs in with a verified address at `domain` (the rule links
 * companies whose people share a private mail domain, so each test company has its own).
 */
export async function hintCompany(
  app: FastifyInstance,
  spec: { name: string; domain: string; buyer?: boolean; seller?: boolean },
): Promise<CompanyUser> {
  const person = await signUpAndSignIn(app, { email: `kisi${++personCounter}@${spec.domain}` });
  const row = await createCompany(app.db, {
    adminUserId: person.userId,
    name: spec.name,
    isBuyerConfirmed: spec.buyer ? 'yes' : 'no',
    isSellerConfirmed: spec.seller ? 'yes' : 'no',
  });
  return { ...person, companyId: row.id, companyName: spec.name };
}

/**
 * A trading history for each buyer: a completed order from `seller`, half a year before NOW,
 * of a line no test asks about (the rule counts only buyers who traded with others before).
 */
export async function giveTrackRecords(
  app: FastifyInstance,
  buyers: readonly CompanyUser[],
  seller: CompanyUser,
  sectorId: string,
) {
  for (const buyer of buyers) {
    await insertPastAward(app, {
      buyer,
      seller,
      sectorId,
      name: 'Yıllık jeneratör bakım hizmeti',
      unit: 'adet',
      unitPrice: '5000',
      at: daysBefore(180),
    });
  }
}

/**
 * A world of buyers for hint tests: eight independent buyers (each with its own domain and a
 * track record), a seller, the asker and a seller-only firm.
 */
export async function hintWorld(app: FastifyInstance) {
  const names = [
    'Alfa Gıda A.Ş.',
    'Beta Tekstil Ltd. Şti.',
    'Gama Un Sanayi A.Ş.',
    'Delta Makina A.Ş.',
    'Epsilon Boya A.Ş.',
    'Zeta Kimya A.Ş.',
    'Eta Mobilya Ltd. Şti.',
    'Teta Lojistik A.Ş.',
  ];
  const buyerList = await Promise.all(
    names.map((name, i) => hintCompany(app, { name, domain: `alici${i}.com.tr`, buyer: true })),
  );
  const [seller, asker, sellerOnly, sectors] = await Promise.all([
    hintCompany(app, { name: 'Satıcı Ambalaj A.Ş.', domain: 'saticiambalaj.com.tr', seller: true }),
    hintCompany(app, {
      name: 'Soran Alıcı A.Ş.',
      domain: 'soranalici.com.tr',
      buyer: true,
      seller: true,
    }),
    hintCompany(app, { name: 'Yalnız Satıcı Ltd. Şti.', domain: 'yalniz.com.tr', seller: true }),
    hintSectors(app),
  ]);
  await giveTrackRecords(app, [...buyerList, asker], seller, sectors.sector);
  const [a, b, c, d, e, f, g, h] = buyerList as [
    CompanyUser,
    CompanyUser,
    CompanyUser,
    CompanyUser,
    CompanyUser,
    CompanyUser,
    CompanyUser,
    CompanyUser,
  ];
  return { buyers: { a, b, c, d, e, f, g, h }, seller, asker, sellerOnly, sectors };
}
export type HintWorld = Awaited<ReturnType<typeof hintWorld>>;

/**
 * The hint world on a fresh app per test file, the app's clock frozen at NOW (every request
 * runs then, the twelve months are counted from it). `query` asks for `name` in the world's
 * sector, per piece, in lira unless overridden; `hintOf` is the asker's answer to it.
 * The hooks are registered by `useHintWorld`; fields are ready inside the tests.
 */
export interface HintTests extends HintWorld {
  app: FastifyInstance;
  query: (overrides?: Partial<PriceHintQuery>) => PriceHintQuery;
  hintOf: (overrides?: Partial<PriceHintQuery>) => Promise<PriceHint | null>;
}

export function useHintWorld(name: string): HintTests {
  let testApp: TestApp;
  const w = {} as HintTests;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    testApp = await createTestApp();
    w.app = testApp.app;
    Object.assign(w, await hintWorld(w.app));
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    vi.useRealTimers();
  });
  w.query = (overrides = {}) => ({
    sectorId: w.sectors.sector,
    unit: 'adet',
    currency: 'TRY',
    name,
    ...overrides,
  });
  w.hintOf = async (overrides = {}) => {
    const response = await askHint(w.app, w.asker, w.query(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PriceHintAnswer>().hint;
  };
  return w;
}
