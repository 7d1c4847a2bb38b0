import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { AdSnapshot, BidStatus, Currency, VatRate } from '@teklifal/core';
import { sql } from 'drizzle-orm';
import { createdAt, day, id, instant, money, updatedAt } from '../../../db/schema/columns.ts';
import { ad, adItem } from './ads.ts';
import { company } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { listedSnapshotUnits } from '../../../db/schema/units.ts';
import { file } from '../../files/queries/tables.ts';

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
