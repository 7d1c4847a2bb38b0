import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanySummary } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company } from '../../../db/schema/index.ts';
import { presentCompanySummary, type CompanySummaryRow } from '../presenter.ts';

/** The columns a summary needs, of the company table or of an alias of it (buyer, seller). */
export const companySummaryColumnsOf = <T extends Record<keyof CompanySummaryRow, AnyPgColumn>>(
  table: T,
): Pick<T, keyof CompanySummaryRow> => ({
  id: table.id,
  name: table.name,
  city: table.city,
  logoFileId: table.logoFileId,
  ratingAvg: table.ratingAvg,
  ratingCount: table.ratingCount,
});

export const companySummaryColumns = companySummaryColumnsOf(company);

/** Summaries of several companies at once, by id. */
export async function loadCompanySummaries(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CompanySummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(companySummaryColumns)
    .from(company)
    .where(inArray(company.id, unique));
  return new Map(rows.map((row) => [row.id, presentCompanySummary(row)]));
}
