import { inArray } from 'drizzle-orm';
import type { CompanySummary } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { company } from '../db/schema/index.ts';
import { fileUrl } from './files.ts';

type SummaryRow = Pick<
  typeof company.$inferSelect,
  'id' | 'name' | 'city' | 'logoFileId' | 'ratingAvg' | 'ratingCount'
>;

/** A company as other companies see it on ads, bids and orders. */
export const presentCompanySummary = (row: SummaryRow): CompanySummary => ({
  id: row.id,
  name: row.name,
  city: row.city,
  logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
  ratingAvg: row.ratingAvg,
  ratingCount: row.ratingCount,
});

export const companySummaryColumns = {
  id: company.id,
  name: company.name,
  city: company.city,
  logoFileId: company.logoFileId,
  ratingAvg: company.ratingAvg,
  ratingCount: company.ratingCount,
};

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
