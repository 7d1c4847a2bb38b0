import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SellerSuggestion } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { company, companySector } from '../../../companies/queries/tables.ts';
import { sector } from '../../../sectors/queries/tables.ts';
import { presentCompanySummary } from '../../../companies/presenter.ts';
import { companySummaryColumns } from '../../../companies/queries/company-summaries.ts';
import { foldedContains, turkishSortKey } from '../../../../lib/search.ts';

export const SUGGESTIONS_MAX = 20;

/**
 * Sellers a buyer may invite: confirmed sellers other than the buyer, those working in the
 * ad's sector (or its parent sector) first, then by rating and name; optionally by name.
 */
export async function suggestSellers(
  db: Executor,
  props: { companyId: string; sectorId?: string | undefined; q?: string | undefined },
): Promise<SellerSuggestion[]> {
  const matchesSector: SQL<boolean> = props.sectorId
    ? sql<boolean>`exists (select 1 from ${companySector} where ${companySector.companyId} = ${company.id} and ${companySector.sectorId} in (select ${sector.id} from ${sector} where ${sector.id} = ${props.sectorId} union select ${sector.parentId} from ${sector} where ${sector.id} = ${props.sectorId}))`
    : sql<boolean>`false`;
  const q = props.q?.trim();
  const rows = await db
    .select({ ...companySummaryColumns, matchesSector })
    .from(company)
    .where(
      and(
        eq(company.isSellerConfirmed, 'yes'),
        ne(company.id, props.companyId),
        q ? foldedContains(company.name, q) : undefined,
      ),
    )
    .orderBy(
      // A constant cannot be an ORDER BY term: without a sector, no sector ordering.
      ...(props.sectorId ? [desc(matchesSector)] : []),
      sql`${company.ratingAvg} desc nulls last`,
      asc(turkishSortKey(company.name)),
      asc(company.id),
    )
    .limit(SUGGESTIONS_MAX);
  return rows.map((row) => ({
    ...presentCompanySummary(row),
    matchesSector: Boolean(row.matchesSector),
  }));
}
