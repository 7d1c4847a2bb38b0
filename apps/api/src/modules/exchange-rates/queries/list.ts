import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ExchangeRatePage, ExchangeRatesQuery } from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { exchangeRate } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';

type Query = z.output<typeof ExchangeRatesQuery>;

/**
 * The stored rates for the back office, newest day first (then by currency, the Central
 * Bank's before a manual one), with the staff member who entered a manual rate.
 */
export async function listExchangeRates(db: Executor, query: Query): Promise<ExchangeRatePage> {
  const filters: SQL[] = [];
  if (query.currency) filters.push(eq(exchangeRate.currency, query.currency));
  if (query.from) filters.push(gte(exchangeRate.day, query.from));
  if (query.to) filters.push(lte(exchangeRate.day, query.to));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ rate: exchangeRate, enteredByName: user.name })
      .from(exchangeRate)
      .leftJoin(user, eq(user.id, exchangeRate.enteredBy))
      .where(where)
      .orderBy(desc(exchangeRate.day), exchangeRate.currency, desc(exchangeRate.source))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(exchangeRate).where(where),
  ]);
  return {
    items: rows.map(({ rate, enteredByName }) => ({
      day: rate.day,
      currency: rate.currency,
      source: rate.source,
      rate: rate.rate,
      publishedDay: rate.publishedDay,
      enteredBy: rate.enteredBy ? { id: rate.enteredBy, name: enteredByName } : null,
      createdAt: rate.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}
