import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from './pglite-statements.ts';

let raw: PGlite;
let db: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  db = withNamedStatements(raw);
  await db.exec(
    `create table item (id int primary key, name text, at timestamptz, tags text[], data jsonb)`,
  );
});
afterAll(() => raw.close());

const preparedCount = async () =>
  (await raw.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]
    ?.n;

describe('PGlite with named statements', () => {
  it('answers like PGlite, with typed parameters and results', async () => {
    const at = new Date('2026-11-23T21:30:00.000Z');
    await db.query(`insert into item values ($1, $2, $3, $4, $5)`, [
      1,
      'Işık',
      at,
      ['a', 'b'],
      { x: 1 },
    ]);
    const named = await db.query(`select * from item where id = $1`, [1]);
    const plain = await raw.query(`select * from item where id = $1`, [1]);
    expect(named.rows).toEqual(plain.rows);
    expect(named.rows[0]).toEqual({ id: 1, name: 'Işık', at, tags: ['a', 'b'], data: { x: 1 } });
    expect(named.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'tags', 'data']);
  });

  it('prepares each distinct statement once and reuses it', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i++) await db.query(`select name from item where id = $1`, [1]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it('keeps the array row mode and the per-query parsers drizzle passes', async () => {
    const result = await db.query(`select id, at from item where id = $1`, [1], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `raw:${value}` },
    });
    expect(result.rows).toEqual([[1, expect.stringMatching(/^raw:2026-11-23/)]]);
  });

  it('throws the database error and stays usable afterwards', async () => {
    await expect(db.query(`select * from no_such_table`)).rejects.toThrow(/does not exist/);
    await expect(db.query(`insert into item (id) values ($1)`, [1])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await db.query(`select count(*)::int as n from item`)).rows).toEqual([{ n: 1 }]);
  });

  it('never runs inside another caller’s transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(`insert into item (id, name) values (2, 'taslak')`);
      await held;
      await tx.rollback();
    });
    // Queued behind the transaction: it must not see the row the transaction rolls back.
    const read = db.query(`select count(*)::int as n from item where id = $1`, [2]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
