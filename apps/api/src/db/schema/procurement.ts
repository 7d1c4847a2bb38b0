// Past the house limit on purpose: the ad, bid, order and rating tables reference each other
// and their indexes are tuned together (see the bench); one file keeps those links in view.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { MONEY_COLUMN, QUANTITY_COLUMN } from '@teklifal/core';
import type {
  AdStatus,
  AdVisibility,
  BidStatus,
  Currency,
  OrderEventType,
  OrderStatus,
  Unit,
  VatRate,
  BidCurrencyRule,
  AdSnapshot,
} from '@teklifal/core';
import { user } from './auth.ts';
import { foldedSql } from '../search-fold.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { company, sector } from './companies.ts';
import { listedSnapshotUnits, listedUnit } from './units.ts';
import { file } from './files.ts';

// Core's input rules bound every amount by these same columns (numbers, products and sums).
const money = () => numeric(MONEY_COLUMN);
const quantity = () => numeric(QUANTITY_COLUMN);
const day = () => date({ mode: 'string' });

/** The columns a draft may leave empty and a published ad has. */
export const AD_TERM_COLUMNS = [
  'description',
  'sectorId',
  'deliveryCity',
  'deliveryAddress',
  'deliveryDate',
  'bidDeadline',
  'questionsUntil',
  'paymentTerms',
] as const;

/** A purchase request ("ilan", RFQ) of a buyer company. */
export const ad = pgTable(
  'ad',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    title: text().notNull(),
    // A draft needs only its title; the terms below may wait until it is published (see the
    // ad_terms_unless_draft check: every ad past its draft has them all).
    description: text(),
    sectorId: text().references(() => sector.id),
    deliveryCity: text(),
    deliveryAddress: text(),
    deliveryDate: day(),
    bidDeadline: instant(),
    questionsUntil: instant(),
    paymentTerms: text(),
    currency: text().$type<Currency>().notNull(),
    /** 'fixed': bids only in the ad's currency; 'any': in any, converted for comparison. */
    bidCurrencyRule: text().$type<BidCurrencyRule>().notNull().default('any'),
    /** Whether a seller may price only some of the lines. */
    partialBids: boolean().notNull().default(false),
    budget: money(),
    budgetVisible: boolean().notNull().default(false),
    visibility: text().$type<AdVisibility>().notNull().default('open'),
    sealed: boolean().notNull().default(false),
    status: text().$type<AdStatus>().notNull().default('draft'),
    cancelReason: text(),
    /**
     * Title, description and lines in Turkish lower case (İ/ı folded by the application, as the
     * database's locale may not know Turkish), for full-text and trigram search.
     */
    searchDocument: text().notNull().default(''),
    /**
     * The document without the Turkish marks ("ışık" → "isik"), as lib/search.ts folds a query,
     * for typo-tolerant trigram search through an index. Kept by the database itself.
     */
    searchFolded: text().generatedAlwaysAs(() => foldedSql(sql`search_document`)),
    // Also `search_vector` (tsvector: the title's words with weight A, then
    // to_tsvector('turkish', search_document); stored, GIN index): made by migrations 0009 and
    // 0028 and read only in SQL (modules/ads/queries/text-search.ts), so lists never carry it.
    publishedAt: instant(),
    closedAt: instant(),
    awardedAt: instant(),
    cancelledAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.companyId, t.status),
    // A buyer's own ads, newest first (my ads): a page is read in index order, not sorted out
    // of all its ads (2,000 heap pages for a buyer with 2,000 ads).
    index('ad_company_newest_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index().on(t.status, t.bidDeadline),
    // Sellers browse the newest open ads first: walked in order, it stops after one page. It
    // also holds what decides whether a seller may see the ad, so a deep page skips its way
    // through the index alone (page 500 read 13,000 heap pages; 166 now).
    index('ad_published_newest_idx')
      .on(
        t.publishedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.bidDeadline,
        t.visibility,
        t.companyId,
      )
      .where(sql`${t.status} = 'published'`),
    index().on(t.sectorId),
    index('ad_search_folded_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    check(
      'ad_terms_unless_draft',
      sql`${t.status} = 'draft' or (${sql.join(
        AD_TERM_COLUMNS.map((column) => sql`${t[column]} is not null`),
        sql` and `,
      )})`,
    ),
  ],
);

export const adItem = pgTable(
  'ad_item',
  {
    id: id(),
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    name: text().notNull(),
    specification: text(),
    /** Null only on a draft's line (publishing needs every line's quantity). */
    quantity: quantity(),
    unit: text().$type<Unit>().notNull(),
  },
  (t) => [index().on(t.adId), listedUnit('ad_item_unit_listed', t.unit)],
);

export const adAttachment = pgTable(
  'ad_attachment',
  {
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => file.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.fileId] }), index().on(t.fileId)],
);

/** Sellers invited to an invited-only ad; never shown to other sellers. */
export const adInvitation = pgTable(
  'ad_invitation',
  {
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    companyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.companyId] }), index().on(t.companyId)],
);

/** A seller's question on an ad; the asker is never shown to anyone but its own company. */
export const adQuestion = pgTable(
  'ad_question',
  {
    id: id(),
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    askedByCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    askedBy: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    answer: text(),
    answeredBy: text().references(() => user.id, { onDelete: 'set null' }),
    answeredAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.adId)],
);

/** A seller company's bid on an ad: one per company per ad; changes are revisions. */
export const bid = pgTable(
  'bid',
  {
    id: id(),
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    sellerCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /**
     * The ad's company, copied from the ad (which never changes hands): the buyer's dashboard
     * counts its bids of the week in one index range instead of probing the bids ad by ad.
     */
    buyerCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    status: text().$type<BidStatus>().notNull().default('draft'),
    /** Starts at 1; every saved change adds one (optimistic concurrency and history). */
    revision: integer().notNull().default(1),
    currency: text().$type<Currency>().notNull(),
    /** Net: the sum of the priced lines before KDV. */
    total: money(),
    /** The sum of the lines' KDV, each rounded on its line; null whenever total is. */
    vatTotal: money(),
    deliveryDays: integer().notNull(),
    validUntil: day().notNull(),
    paymentTerms: text().notNull(),
    note: text(),
    /**
     * What the ad said when the seller last submitted or confirmed the bid: when an edit asks
     * for confirmation, the seller is shown what changed since.
     */
    adSnapshot: jsonb().$type<AdSnapshot>(),
    submittedAt: instant(),
    withdrawnAt: instant(),
    decidedAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.adId, t.sellerCompanyId),
    index().on(t.sellerCompanyId, t.status),
    index('bid_buyer_submitted_idx')
      .on(t.buyerCompanyId, t.submittedAt)
      .where(sql`${t.status} <> 'draft'`),
    listedSnapshotUnits('bid_ad_snapshot_units_listed', t.adSnapshot),
  ],
);

export const bidItem = pgTable(
  'bid_item',
  {
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    adItemId: text()
      .notNull()
      .references(() => adItem.id, { onDelete: 'cascade' }),
    unitPrice: money().notNull(),
    /** Net: quantity × unit price. */
    lineTotal: money().notNull(),
    vatRate: smallint().$type<VatRate>().notNull().default(20),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.adItemId] })],
);

export const bidAttachment = pgTable(
  'bid_attachment',
  {
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => file.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.fileId] }), index().on(t.fileId)],
);

/** What a bid looked like at each saved revision (items, amounts and terms). */
export const bidRevision = pgTable(
  'bid_revision',
  {
    id: id(),
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    revision: integer().notNull(),
    status: text().$type<BidStatus>().notNull(),
    snapshot: jsonb()
      .$type<{
        currency: Currency;
        total: string | null;
        /** Missing in revisions saved before KDV was kept. */
        vatTotal?: string | null;
        deliveryDays: number;
        validUntil: string;
        paymentTerms: string;
        note: string | null;
        /** vatRate is missing in revisions saved before KDV was kept (it was 20 then). */
        items: { adItemId: string; unitPrice: string; lineTotal: string; vatRate?: VatRate }[];
      }>()
      .notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.bidId, t.revision)],
);

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
 * Every word that ever stood in an ad's search text, with its folded form (Turkish marks
 * dropped) and its lexemes (the `turkish` configuration's), kept by a trigger on ad (migrations
 * 0009, 0043). Typo-tolerant search looks the query's words up here by trigram similarity, then
 * searches the ads' full text for the words found; a one-word search marks in its ads the words
 * whose lexemes are the query's.
 */
export const searchWord = pgTable(
  'search_word',
  {
    word: text().primaryKey(),
    folded: text().notNull(),
    lexemes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('search_word_folded_trgm_idx').using('gin', sql`${t.folded} gin_trgm_ops`),
    index('search_word_lexemes_idx').using('gin', t.lexemes),
  ],
);
