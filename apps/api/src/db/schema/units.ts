import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNITS } from '@teklifal/core';

/**
 * The database refuses a unit the API cannot answer (its views list core's UNITS): a past
 * release's or an import's 'm²' fails at the insert, not on the page that reads it. Generated
 * from the list, so a unit added there changes the constraint in the next migration.
 */
const listed = sql.raw(UNITS.map((unit) => `'${unit}'`).join(', '));

/** A line's `unit` column holds one of core's units. */
export const listedUnit = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${listed})`);

/** Every line of a JSON snapshot (`{ items: [{ unit }] }`) holds one of core's units. */
export const listedSnapshotUnits = (name: string, column: AnyPgColumn): ReturnType<typeof check> =>
  check(
    name,
    sql`${column} is null or jsonb_path_query_array(${column}, '$.items[*].unit') <@ ${sql.raw(
      `'${JSON.stringify(UNITS)}'::jsonb`,
    )}` as SQL,
  );
