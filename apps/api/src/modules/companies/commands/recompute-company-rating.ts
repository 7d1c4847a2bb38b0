import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { company } from '../schema.ts';
import { rating } from '../../orders/queries/tables.ts';

/**
 * The company's rating average (two decimals) and count, recomputed from the rating table after
 * a rating was added (orders' rate-order). The row is locked before the ratings are counted, so
 * of two ratings arriving at once the later one counts both (each statement of a READ COMMITTED
 * transaction sees what committed before it).
 */
export async function recomputeCompanyRating(tx: Executor, companyId: string): Promise<void> {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for('update');
  const [totals] = await tx
    .select({ average: sql<string | null>`round(avg(${rating.stars}), 2)`, ratings: count() })
    .from(rating)
    .where(eq(rating.ratedCompanyId, companyId));
  await tx
    .update(company)
    .set({ ratingAvg: totals?.average ?? null, ratingCount: totals?.ratings ?? 0 })
    .where(eq(company.id, companyId));
}
