import type { Database } from './client.ts';

const names = new Set<string>();

/**
 * A read whose SQL drizzle builds once per database, with `sql.placeholder`s for its values, and
 * which is then sent as a named prepared statement. Otherwise drizzle builds a query's text on
 * every call: for the joins of the chat page that was 40% of the request's time, more than
 * PostgreSQL took to run them (issue #9's profile). Only for statements of one shape; the name
 * is the statement's on every connection, so it must be unique.
 */
export function preparedRead<T>(
  name: string,
  build: (db: Database, name: string) => T,
): (db: Database) => T {
  if (names.has(name)) throw new Error(`prepared read "${name}" is defined twice`);
  names.add(name);
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db, name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
