import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUANTITY_COLUMN } from '@teklifal/core';
import type { AuctionBasis, Currency, DecrementKind } from '@teklifal/core';
import { sql } from 'drizzle-orm';
import { createdAt, id, instant, money, updatedAt } from '../../../db/schema/columns.ts';
import { ad, adItem } from './ads.ts';
import { company } from '../../companies/queries/tables.ts';
import { user } from '../../auth/queries/tables.ts';
import { bid } from './bids.ts';

/**
 * A live reverse auction (e-eksiltme) the buyer runs among bids of a closed ad. Its status
 * stores only what the clock cannot tell: whether it was cancelled, and whether its end has
 * been settled (final prices written back to the bids). Running is `scheduled` between
 * startsAt and endsAt.
 */
export const auction = pgTable(
  'auction',
  {
    id: id(),
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    buyerCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    status: text().$type<'scheduled' | 'ended' | 'cancelled'>().notNull().default('scheduled'),
    currency: text().$type<Currency>().notNull(),
    basis: text().$type<AuctionBasis>().notNull(),
    decrementKind: text().$type<DecrementKind>().notNull(),
    decrementValue: money().notNull(),
    extensionMinutes: integer().notNull(),
    showBestPrice: boolean().notNull().default(false),
    startsAt: instant().notNull(),
    /** The end now: pushed by bids in the extension window. */
    endsAt: instant().notNull(),
    plannedEndsAt: instant().notNull(),
    /** Auction bids so far; the next one takes bidCount + 1 as its sequence number. */
    bidCount: integer().notNull().default(0),
    /** When participants were told it started (the start job tells each auction once). */
    startNotifiedAt: instant(),
    endedAt: instant(),
    cancelledAt: instant(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live auction per ad; a cancelled one leaves room for another.
    uniqueIndex('auction_ad_live_idx')
      .on(t.adId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('auction_due_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('auction_start_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.startNotifiedAt} is null`),
  ],
);

/** A bid taking part, with its place in the running on the total. */
export const auctionParticipant = pgTable(
  'auction_participant',
  {
    auctionId: text()
      .notNull()
      .references(() => auction.id, { onDelete: 'cascade' }),
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    sellerCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    startTotal: money().notNull(),
    total: money().notNull(),
    /** The auction bid that set the total (0: the sealed one); ties go to the earlier. */
    reachedSeq: integer().notNull().default(0),
    /** The order the sealed bids were submitted in, for ties among sealed prices. */
    submittedOrder: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.bidId] }), index().on(t.sellerCompanyId)],
);

/** A participant's current price on one line, with when it was reached. */
export const auctionPrice = pgTable(
  'auction_price',
  {
    auctionId: text()
      .notNull()
      .references(() => auction.id, { onDelete: 'cascade' }),
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    adItemId: text()
      .notNull()
      .references(() => adItem.id, { onDelete: 'cascade' }),
    quantity: numeric(QUANTITY_COLUMN).notNull(),
    startUnitPrice: money().notNull(),
    unitPrice: money().notNull(),
    reachedSeq: integer().notNull().default(0),
    submittedOrder: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.bidId, t.adItemId] })],
);

/** Every accepted auction bid, in the strict order the server took them (the history). */
export const auctionBid = pgTable(
  'auction_bid',
  {
    id: id(),
    auctionId: text()
      .notNull()
      .references(() => auction.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    bidId: text()
      .notNull()
      .references(() => bid.id, { onDelete: 'cascade' }),
    sellerCompanyId: text()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    total: money().notNull(),
    /** The participant's unit prices after this bid, every line it prices. */
    prices: jsonb().$type<{ adItemId: string; unitPrice: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.auctionId, t.seq)],
);
