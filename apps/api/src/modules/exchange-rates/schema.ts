import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Currency, ExchangeRateSource } from '@teklifal/core';
import { createdAt } from '../../db/schema/columns.ts';
import { user } from '../auth/queries/tables.ts';

/**
 * Indicative exchange rates (Turkish lira per one unit of a currency) by the day they apply to.
 * 'tcmb' rows cache what the configured source published; 'manual' rows are entered by staff
 * and used when the source has nothing for the day.
 */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().$type<Currency>().notNull(),
    source: text().$type<ExchangeRateSource>().notNull(),
    rate: numeric({ precision: 18, scale: 6 }).notNull(),
    /** The bulletin's own date: a Saturday takes Friday's rates. */
    publishedDay: date({ mode: 'string' }).notNull(),
    enteredBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.source] })],
);
