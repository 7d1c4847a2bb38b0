import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { ValuePools } from './schema-values.ts';

/** What the fuzz reads from the database directly: ids to aim at, and row counts. */

/** The rows of a raw query (the driver's result shape differs between PGlite and pg). */
const rowsOf = async <Row>(app: FastifyInstance, query: SQL) =>
  ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

const camel = (column: string) =>
  column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

const camelFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Values of every id-like column (`id`, `…_id`, `slug`), by the names an API field gives them:
 * the column's (`adId`), and for `id` columns the table's (`fileId` names a `file.id`). A path
 * `id` after `/tickets/` names a `support_ticket.id`: a table whose name ends in the resource.
 */
export async function valuePools(app: FastifyInstance): Promise<ValuePools> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    app,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and (column_name in ('id', 'slug') or right(column_name, 3) = '_id')`,
  );
  const byName = new Map<string, string[]>();
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await rowsOf<{ value: string }>(
      app,
      sql`select distinct ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null limit 6`,
    );
    const values = rows.map((row) => row.value);
    if (column === 'id') byTable.set(table, values);
    for (const name of column === 'id' ? ['id', `${camel(table)}Id`] : [camel(column)]) {
      byName.set(name, [...(byName.get(name) ?? []), ...values]);
    }
  }
  const all = byName.get('id') ?? [];
  const known = (name: string) => byName.get(name) ?? [];
  // `attachmentFileId` is a file's id: the last word before `Id` names the table.
  const lastWord = (name: string) => camelFirst(/[A-Z]?[a-z]+Id$/.exec(name)?.[0] ?? name);
  const ofResource = (resource: string) => {
    const singular = resource.replace(/ies$/, 'y').replace(/s$/, '').replace(/-/g, '_');
    return [...byTable].flatMap(([table, ids]) =>
      table === singular || table.endsWith(`_${singular}`) ? ids : [],
    );
  };
  const first = (...candidates: string[][]) => candidates.find((ids) => ids.length > 0) ?? all;
  return {
    idsFor: (name, resource) =>
      first(
        name === 'id' && resource ? ofResource(resource) : [],
        name === 'id' ? [] : known(name),
        name === 'id' ? [] : known(lastWord(name)),
      ),
  };
}

/**
 * Counts every table's rows: a refused request must leave each as it was. One row of
 * sub-selects written out as text (no parameters), the cheapest way PGlite takes it.
 */
export async function rowCounter(app: FastifyInstance) {
  const tables = await rowsOf<{ tablename: string }>(
    app,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const query = sql.raw(
    `select ${tables.map(({ tablename }) => `(select count(*) from ${quoted(tablename)})::int as ${quoted(tablename)}`).join(', ')}`,
  );
  return async (): Promise<Record<string, number>> => {
    const [counts] = await rowsOf<Record<string, number>>(app, query);
    return counts ?? {};
  };
}
