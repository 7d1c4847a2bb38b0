import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanySummary } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { company } from '../db/schema/index.ts';
import { fileUrl } from './files.ts';

export type CompanySummaryRow = Pick<
  typeof company.$inferSelect,
  'id' | 'name' | 'city' | 'logoFileId' | 'ratingAvg' | 'ratingCount'
>;

/** A company as other companies see it on ads, bids and orders. */
export const presentCompanySummary = (row: CompanySummaryRow): CompanySummary => ({
  id: row.id,
  name: row.name,
  city: row.city,
  logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
  ratingAvg: row.ratingAvg,
  ratingCount: row.ratingCount,
});

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
