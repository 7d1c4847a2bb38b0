import type { FastifyInstance } from 'fastify';
import { eq, isNotNull } from 'drizzle-orm';
import {
  lineTotal,
  sumAmounts,
  lineVat,
  vatTotals,
  type AdInput,
  type AdStatus,
  type AdVisibility,
  type BidCurrencyRule,
  type BidStatus,
  type Currency,
  type OrderStatus,
  type Unit,
} from '@teklifal/core';
import type { Database } from '../db/client.ts';
import { publishedLine } from '../modules/procurement/ads/queries/published-ad.ts';
import {
  ad,
  adInvitation,
  adItem,
  bid,
  bidItem,
  orderItem,
  purchaseOrder,
  sector,
} from '../db/schema/index.ts';
import { createCompany } from './factories.ts';
import { signUpAndSignIn } from './helper.ts';

/**
 * Test data for ads, bids and orders. `signedInCompany` goes through the real sign-up; the
 * `insert*` helpers write rows directly, for tests about what comes after (a bid on an ad, an
 * order in a given state) without replaying every step through the API.
 */

export interface CompanyUser {
  cookie: string;
  userId: string;
  email: string;
  companyId: string;
  companyName: string;
}

let companyCounter = 0;

/** A signed-in user owning a company with the roles the test needs, already approved. */
export async function signedInCompany(
  app: FastifyInstance,
  roles: { buyer?: boolean; seller?: boolean; name?: string } = {},
): Promise<CompanyUser> {
  const person = await signUpAndSignIn(app);
  const companyName = roles.name ?? `Test Şirketi ${++companyCounter} A.Ş.`;
  const row = await createCompany(app.db, {
    adminUserId: person.userId,
    name: companyName,
    isBuyerConfirmed: roles.buyer ? 'yes' : 'no',
    isSellerConfirmed: roles.seller ? 'yes' : 'no',
  });
  return { ...person, companyId: row.id, companyName };
}

/** A leaf sector of the seeded list (sectors are seeded at start). */
export async function anySectorId(db: Database, offset = 0): Promise<string> {
  const rows = await db
    .select({ id: sector.id })
    .from(sector)
    .where(isNotNull(sector.parentId))
    .orderBy(sector.slug)
    .limit(1)
    .offset(offset);
  if (!rows[0]) throw new Error('no sectors seeded');
  return rows[0].id;
}

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
/** YYYY-MM-DD of a day from now (UTC; far enough from midnight for tests that use days). */
export const dayFromNow = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

/** A valid body for POST /api/ads: two lines, deadline in a week, delivery in a month. */
export function adInput(sectorId: string, overrides: Partial<AdInput> = {}): AdInput {
  return {
    title: 'Paslanmaz çelik boru alımı',
    description: 'Fabrikamızın genişleme projesi için paslanmaz çelik boru ve vana alımı.',
    sectorId,
    items: [
      {
        name: 'Paslanmaz boru DN50',
        specification: 'AISI 304, 6 m boy',
        quantity: '120',
        unit: 'm',
      },
      { name: 'Küresel vana DN50', specification: 'PN16, flanşlı', quantity: '12', unit: 'adet' },
    ],
    attachmentFileIds: [],
    deliveryCity: 'Kocaeli',
    deliveryAddress: 'Gebze OSB 3. Cadde No: 12, Gebze',
    deliveryDate: dayFromNow(30),
    bidDeadline: daysFromNow(7).toISOString(),
    paymentTerms: '30 gün vadeli',
    currency: 'TRY',
    budget: null,
    budgetVisible: false,
    visibility: 'open',
    invitedCompanyIds: [],
    sealed: false,
    ...overrides,
  };
}

export interface InsertedAd {
  id: string;
  companyId: string;
  itemIds: string[];
}

/** An ad row in any state, with its lines (quantities 10 and 5 by default). */
export async function insertAd(
  db: Database,
  props: {
    companyId: string;
    sectorId: string;
    status?: AdStatus;
    title?: string;
    bidDeadline?: Date;
    questionsUntil?: Date;
    sealed?: boolean;
    visibility?: AdVisibility;
    invitedCompanyIds?: string[];
    currency?: Currency;
    bidCurrencyRule?: BidCurrencyRule;
    partialBids?: boolean;
    items?: { name: string; quantity: string; unit: Unit }[];
  },
): Promise<InsertedAd> {
  const bidDeadline = props.bidDeadline ?? daysFromNow(7);
  const title = props.title ?? 'Ofis kırtasiye alımı';
  const [row] = await db
    .insert(ad)
    .values({
      companyId: props.companyId,
      title,
      description: 'Yıllık kırtasiye ihtiyacımız için teklif bekliyoruz.',
      sectorId: props.sectorId,
      deliveryCity: 'Ankara',
      deliveryAddress: 'Çankaya, Atatürk Bulvarı No: 100',
      deliveryDate: dayFromNow(40),
      bidDeadline,
      questionsUntil: props.questionsUntil ?? bidDeadline,
      paymentTerms: 'Peşin',
      currency: props.currency ?? 'TRY',
      bidCurrencyRule: props.bidCurrencyRule ?? 'any',
      partialBids: props.partialBids ?? false,
      visibility: props.visibility ?? 'open',
      sealed: props.sealed ?? false,
      status: props.status ?? 'published',
      searchDocument: title.toLocaleLowerCase('tr-TR'),
      publishedAt: props.status === 'draft' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('ad not created');
  const lines = props.items ?? [
    { name: 'A4 fotokopi kağıdı', quantity: '10', unit: 'koli' as Unit },
    { name: 'Tükenmez kalem', quantity: '5', unit: 'paket' as Unit },
  ];
  const items = await db
    .insert(adItem)
    .values(lines.map((line, position) => ({ adId: row.id, position, ...line })))
    .returning({ id: adItem.id });
  if (props.invitedCompanyIds?.length) {
    await db
      .insert(adInvitation)
      .values(props.invitedCompanyIds.map((companyId) => ({ adId: row.id, companyId })));
  }
  return { id: row.id, companyId: row.companyId, itemIds: items.map((item) => item.id) };
}

/** A bid row with a unit price per line (in the ad's line order). */
export async function insertBid(
  db: Database,
  props: {
    adId: string;
    sellerCompanyId: string;
    unitPrices: string[];
    status?: BidStatus;
    currency?: Currency;
    validUntil?: string;
    deliveryDays?: number;
  },
): Promise<{ id: string }> {
  const lines = await db
    .select()
    .from(adItem)
    .where(eq(adItem.adId, props.adId))
    .orderBy(adItem.position);
  const priced = lines.map((line, index) => {
    const unitPrice = props.unitPrices[index] ?? props.unitPrices[0] ?? '1';
    const { quantity } = publishedLine(line);
    return { adItemId: line.id, unitPrice, lineTotal: lineTotal(quantity, unitPrice) };
  });
  const [owner] = await db
    .select({ companyId: ad.companyId })
    .from(ad)
    .where(eq(ad.id, props.adId));
  if (!owner) throw new Error('insertBid: no such ad');
  const [row] = await db
    .insert(bid)
    .values({
      adId: props.adId,
      sellerCompanyId: props.sellerCompanyId,
      buyerCompanyId: owner.companyId,
      status: props.status ?? 'submitted',
      currency: props.currency ?? 'TRY',
      total: sumAmounts(priced.map((line) => line.lineTotal)),
      // Every line at the general rate (the column default), each line's KDV rounded first.
      vatTotal: vatTotals(priced.map((line) => ({ net: line.lineTotal, vatRate: 20 }))).vat,
      deliveryDays: props.deliveryDays ?? 10,
      validUntil: props.validUntil ?? dayFromNow(60),
      paymentTerms: '30 gün vadeli',
      submittedAt: new Date(),
    })
    .returning({ id: bid.id });
  if (!row) throw new Error('bid not created');
  await db.insert(bidItem).values(priced.map((line) => ({ bidId: row.id, ...line })));
  return row;
}

let orderCounter = 0;

/** An order for every line of a bid, in any state. */
export async function insertOrder(
  db: Database,
  props: {
    adId: string;
    bidId: string;
    buyerCompanyId: string;
    sellerCompanyId: string;
    status?: OrderStatus;
  },
): Promise<{ id: string; orderNo: string }> {
  const lines = await db
    .select({ item: adItem, price: bidItem })
    .from(bidItem)
    .innerJoin(adItem, eq(adItem.id, bidItem.adItemId))
    .where(eq(bidItem.bidId, props.bidId))
    .orderBy(adItem.position);
  const orderNo = `SIP-TEST-${String(++orderCounter).padStart(6, '0')}-${Date.now() % 100000}`;
  const [row] = await db
    .insert(purchaseOrder)
    .values({
      orderNo,
      adId: props.adId,
      bidId: props.bidId,
      buyerCompanyId: props.buyerCompanyId,
      sellerCompanyId: props.sellerCompanyId,
      status: props.status ?? 'created',
      currency: 'TRY',
      total: sumAmounts(lines.map((line) => line.price.lineTotal)),
      vatTotal: vatTotals(
        lines.map((line) => ({ net: line.price.lineTotal, vatRate: line.price.vatRate })),
      ).vat,
      deliveryCity: 'Ankara',
      deliveryAddress: 'Çankaya, Atatürk Bulvarı No: 100',
      deliveryDate: dayFromNow(40),
      deliveryDays: 10,
      paymentTerms: '30 gün vadeli',
    })
    .returning({ id: purchaseOrder.id, orderNo: purchaseOrder.orderNo });
  if (!row) throw new Error('order not created');
  await db.insert(orderItem).values(
    lines.map((line, position) => ({
      orderId: row.id,
      adItemId: line.item.id,
      position,
      name: line.item.name,
      specification: line.item.specification,
      quantity: publishedLine(line.item).quantity,
      unit: line.item.unit,
      unitPrice: line.price.unitPrice,
      lineTotal: line.price.lineTotal,
      vatRate: line.price.vatRate,
      vatAmount: lineVat(line.price.lineTotal, line.price.vatRate),
    })),
  );
  return row;
}
