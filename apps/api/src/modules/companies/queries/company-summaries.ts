import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CompanySummary } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company } from '../schema.ts';
import { file } from '../../files/queries/tables.ts';
import { presentCompanySummary, type CompanySummaryRow, type LogoFacts } from '../presenter.ts';

type SummaryColumn = Exclude<keyof CompanySummaryRow, 'logoFacts'>;

/** The logo's file inside the subquery: a name of its own, so no outer table is shadowed. */
const LOGO = sql.identifier('summary_logo');
/** A column's name in the database (the schema's keys are turned to snake_case: db/client.ts). */
const nameOf = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));
const logoColumn = (column: AnyPgColumn) => sql`${LOGO}.${nameOf(column)}`;

/**
 * The logo's size and placeholder as a column of the statement that selects the companies (no
 * statement more for a list): null without a logo, or for one whose size is not known yet.
 * Every name is qualified by hand: drizzle leaves a one-table statement's columns bare, and a
 * bare `id` would be the file's.
 */
function logoFactsOf(table: PgTable, logoFileId: AnyPgColumn): SQL<LogoFacts | null> {
  const [width, height, placeholder] = [file.width, file.height, file.placeholder].map(logoColumn);
  const owner = sql`${sql.identifier(getTableName(table))}.${nameOf(logoFileId)}`;
  return sql<LogoFacts | null>`(select json_build_array(${width}, ${height}, ${placeholder})
    from ${file} as ${LOGO} where ${logoColumn(file.id)} = ${owner}
      and ${width} is not null and ${height} is not null and ${placeholder} is not null)`;
}

/** The columns a summary needs, of the company table or of an alias of it (buyer, seller). */
export const companySummaryColumnsOf = <T extends PgTable & Record<SummaryColumn, AnyPgColumn>>(
  table: T,
): Pick<T, SummaryColumn> & { logoFacts: SQL<LogoFacts | null> } => ({
  id: table.id,
  name: table.name,
  city: table.city,
  logoFileId: table.logoFileId,
  ratingAvg: table.ratingAvg,
  ratingCount: table.ratingCount,
  logoFacts: logoFactsOf(table, table.logoFileId),
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
