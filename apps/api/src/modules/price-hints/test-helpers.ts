import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import {
  lineTotal,
  lineVat,
  type Currency,
  type OrderStatus,
  type PriceHintQuery,
  type Unit,
} from '@teklifal/core';
import { orderItem, purchaseOrder, sector } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import { insertAd, insertBid, signedInCompany, type CompanyUser } from '../../test/procurement.ts';

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
export async function insertPastAward(app: FastifyInstance, spec: PastAwardSpec): Promise<void> {
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
  await app.db.insert(orderItem).values({
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
  });
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

/** A world of buyers for hint tests: five buyers, a seller, the asker and a seller-only firm. */
export async function hintWorld(app: FastifyInstance) {
  const [a, b, c, d, e, seller, asker, sellerOnly, sectors] = await Promise.all([
    signedInCompany(app, { buyer: true, name: 'Alfa Gıda A.Ş.' }),
    signedInCompany(app, { buyer: true, name: 'Beta Tekstil Ltd. Şti.' }),
    signedInCompany(app, { buyer: true, name: 'Gama Un Sanayi A.Ş.' }),
    signedInCompany(app, { buyer: true, name: 'Delta Makina A.Ş.' }),
    signedInCompany(app, { buyer: true, name: 'Epsilon Boya A.Ş.' }),
    signedInCompany(app, { seller: true, name: 'Satıcı Ambalaj A.Ş.' }),
    signedInCompany(app, { buyer: true, seller: true, name: 'Soran Alıcı A.Ş.' }),
    signedInCompany(app, { seller: true, name: 'Yalnız Satıcı Ltd. Şti.' }),
    hintSectors(app),
  ]);
  return { buyers: { a, b, c, d, e }, seller, asker, sellerOnly, sectors };
}
export type HintWorld = Awaited<ReturnType<typeof hintWorld>>;
