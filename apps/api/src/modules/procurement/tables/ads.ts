import { boolean, check, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { AdStatus, AdVisibility, BidCurrencyRule, Currency, Unit } from '@teklifal/core';
import { sql } from 'drizzle-orm';
import {
  createdAt,
  day,
  id,
  instant,
  money,
  quantity,
  updatedAt,
} from '../../../db/schema/columns.ts';
import { company } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { sector } from '../../sectors/queries/tables.ts';
import { foldedSql } from '../../../db/search-fold.ts';
import { listedUnit } from '../../../db/schema/units.ts';
import { file } from '../../files/queries/tables.ts';

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
