import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { sector } from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** On either driver (PGlite, or PostgreSQL through the pool's connection). */
describe('statements the application sends', () => {
  it('are prepared once per connection and then reused', async () => {
    const read = () => handle.db.select().from(sector).where(eq(sector.slug, 'gida'));
    const text = read().toSQL().sql;
    for (let i = 0; i < 3; i++) await read();
    const prepared = (await handle.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`,
    )) as { rows: { n: number }[] };
    expect(prepared.rows[0]?.n).toBe(1);
  });
});
