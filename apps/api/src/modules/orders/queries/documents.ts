import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { addDays, type Currency } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { exchangeRate, orderEvent, orderParty } from '../../../db/schema/index.ts';

export type OrderPartyRow = typeof orderParty.$inferSelect;

/** The order's two parties as at the award (written by the database with the order). */
export function findOrderParties(db: Executor, orderId: string): Promise<OrderPartyRow[]> {
  return db.select().from(orderParty).where(eq(orderParty.orderId, orderId));
}

/** When the order was marked shipped (the last such step), or null. */
export async function findShippedAt(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvent.createdAt })
    .from(orderEvent)
    .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.type, 'shipped')))
    .orderBy(desc(orderEvent.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** How far back a cached rate still stands for the issue day (a long weekend and a holiday). */
const RATE_LOOKBACK_DAYS = 4;

/**
 * Turkish lira per unit of the currency for an invoice issued on `day` (Istanbul): the newest
 * rate the exchange-rate cache holds for that day or the few days before, the Central Bank's
 * before a manually entered one. Null when none is known: the integrator then adds it.
 */
export async function findInvoiceExchangeRate(
  db: Executor,
  currency: Currency,
  day: string,
): Promise<{ rate: string; day: string } | null> {
  if (currency === 'TRY') return null;
  const [row] = await db
    .select({
      rate: exchangeRate.rate,
      day: exchangeRate.publishedDay,
      source: exchangeRate.source,
    })
    .from(exchangeRate)
    .where(
      and(
        eq(exchangeRate.currency, currency),
        lte(exchangeRate.day, day),
        gte(exchangeRate.day, addDays(day, -RATE_LOOKBACK_DAYS)),
      ),
    )
    .orderBy(desc(exchangeRate.day), desc(eq(exchangeRate.source, 'tcmb')))
    .limit(1);
  return row ? { rate: row.rate, day: row.day } : null;
}
