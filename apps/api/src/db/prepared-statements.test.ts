import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { PLAN_EACH_TIME } from './plan-each-time.ts';
import { preparedRead } from './prepared.ts';
import { sector } from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(sector).values({ slug: 'gida', nameTr: 'Gıda', nameEn: 'Food' });
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

  it('leave a statement marked to be planned each time unnamed', async () => {
    const read = () =>
      handle.db
        .select()
        .from(sector)
        .where(sql`${sql.raw(PLAN_EACH_TIME)} ${sector.slug} = ${'gida'}`);
    const text = read().toSQL().sql;
    for (let i = 0; i < 3; i++) expect(await read()).toHaveLength(1);
    const prepared = (await handle.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`,
    )) as { rows: { n: number }[] };
    expect(prepared.rows[0]?.n).toBe(0);
  });

  it('built once per database when prepared as reads, under a name of their own', async () => {
    let builds = 0;
    const bySlug = preparedRead('test_sector_by_slug', (db, name) => {
      builds += 1;
      return db
        .select({ slug: sector.slug })
        .from(sector)
        .where(eq(sector.slug, sql.placeholder('slug')))
        .prepare(name);
    });
    expect(await bySlug(handle.db).execute({ slug: 'gida' })).toEqual([{ slug: 'gida' }]);
    expect(await bySlug(handle.db).execute({ slug: 'yok-boyle' })).toEqual([]);
    expect(builds).toBe(1);
    expect(() => preparedRead('test_sector_by_slug', () => null)).toThrow('defined twice');
  });
});
