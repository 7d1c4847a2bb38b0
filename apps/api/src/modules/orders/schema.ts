import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  Currency,
  OrderEventType,
  OrderSide,
  OrderStatus,
  Unit,
  VatRate,
} from '@teklifal/core';
import { sql } from 'drizzle-orm';
import { createdAt, day, id, money, quantity, updatedAt } from '../../db/schema/columns.ts';
import { ad, adItem, bid } from '../procurement/queries/tables.ts';
import { company } from '../companies/queries/tables.ts';
import { user } from '../auth/queries/tables.ts';
import { foldedSql } from '../../db/search-fold.ts';
import { listedUnit } from '../../db/schema/units.ts';

/** Numbers orders SIP-<year>-<6 digits>; a sequence never hands out one number twice. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** An order ("sipariş"): the awarded lines of one seller, priced as agreed. */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: id(),
    orderNo: text().notNull().unique(),
    adId: text()
      .notNull()
      .references(() => ad.id),
    bidId: text()
      .notNull()
      .references(() => bid.id),
    buyerCompanyId: text()
      .notNull()
      .references(() => company.id),
    sellerCompanyId: text()
      .notNull()
      .references(() => company.id),
    status: text().$type<OrderStatus>().notNull().default('created'),
    currency: text().$type<Currency>().notNull(),
    /** Net, before KDV. */
    total: money().notNull(),
    vatTotal: money().notNull().default('0'),
    deliveryCity: text().notNull(),
    deliveryAddress: text().notNull(),
    deliveryDate: day().notNull(),
    deliveryDays: integer().notNull(),
    paymentTerms: text().notNull(),
    declineReason: text(),
    proposedDeliveryDate: day(),
    cancelReason: text(),
    trackingInfo: text(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.buyerCompanyId, t.status),
    index().on(t.sellerCompanyId, t.status),
    // Each side's order list, newest first: a page is read in index order and stops there.
    // The buyer's also carries what its dashboard sums (the year's spend from the index alone:
    // 890 heap pages for a buyer with 900 orders this year).
    index('purchase_order_buyer_newest_idx').on(
      t.buyerCompanyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
      t.currency,
      t.total,
    ),
    index('purchase_order_seller_newest_idx').on(
      t.sellerCompanyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index().on(t.adId),
  ],
);

/** A snapshot of an awarded line: later edits of the ad or bid never change an order. */
export const orderItem = pgTable(
  'order_item',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    adItemId: text().references(() => adItem.id, { onDelete: 'set null' }),
    position: smallint().notNull(),
    name: text().notNull(),
    specification: text(),
    quantity: quantity().notNull(),
    unit: text().$type<Unit>().notNull(),
    unitPrice: money().notNull(),
    /** Net: quantity × unit price. */
    lineTotal: money().notNull(),
    vatRate: smallint().$type<VatRate>().notNull().default(20),
    /** lineTotal × vatRate, rounded on the line (core's lineVat). */
    vatAmount: money().notNull().default('0'),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.adItemId),
    // Fair-price hints (#14) look for awarded lines named like the one asked about: trigram
    // similarity of the folded name (the `%` operator), as ad search folds its text.
    index('order_item_name_folded_trgm_idx').using('gin', sql`${foldedSql(t.name)} gin_trgm_ops`),
    listedUnit('order_item_unit_listed', t.unit),
  ],
);

/** The order's timeline: who did what, when, with what note. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    type: text().$type<OrderEventType>().notNull(),
    actorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    actorCompanyId: text().references(() => company.id, { onDelete: 'set null' }),
    note: text(),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId)],
);

/** One rating per side per completed order. */
export const rating = pgTable(
  'rating',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    raterCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    ratedCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    comment: text(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.orderId, t.raterCompanyId), index().on(t.ratedCompanyId)],
);

/**
 * The tax identity and address of each company of an order as they were when the order was
 * made (the award): the purchase order and the e-Fatura / e-İrsaliye built from it show these,
 * so a company editing its profile later never changes a document already agreed. A trigger
 * on purchase_order writes both rows in the inserting transaction, whatever path made the order
 * (migration 0027); orders older than the table were filled from the profiles of the day.
 */
export const orderParty = pgTable(
  'order_party',
  {
    orderId: text()
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    side: text().$type<OrderSide>().notNull(),
    companyId: text()
      .notNull()
      .references(() => company.id),
    /** Ticari unvan. */
    name: text().notNull(),
    /** VKN (10 digits) or, for a sole proprietor, TCKN (11 digits). */
    taxNumber: text().notNull(),
    /** Vergi dairesi. */
    taxOffice: text().notNull(),
    mersisNo: text(),
    city: text().notNull(),
    district: text().notNull(),
    address: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.side] })],
);
