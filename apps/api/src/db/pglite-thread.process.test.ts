import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** The server's embedded database: in a data directory, on its own thread. */
let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'teklifal-thread-'));
  handle = await openDatabase({ dataDir });
  await handle.db.execute(
    sql`create table scratch (id int primary key, at timestamptz not null, amount numeric(18,2))`,
  );
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The rows of a statement (the driver-neutral Database types an execute's result as unknown). */
async function rowsOf<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(statement)) as { rows: T[] }).rows;
}

const ids = async () =>
  (await rowsOf<{ id: number }>(sql`select id from scratch order by id`)).map((row) => row.id);

describe('the embedded database on its own thread', () => {
  it('is migrated, and returns rows with their types', async () => {
    const at = new Date('2026-03-12T09:30:00Z');
    await handle.db.execute(sql`insert into scratch values (1, ${at}, ${'12500.50'})`);
    const rows = await rowsOf<{ at: string; amount: string }>(
      sql`select at, amount from scratch where id = 1`,
    );
    expect(new Date(rows[0]?.at ?? '').getTime()).toBe(at.getTime());
    expect(rows[0]?.amount).toBe('12500.50');
    expect(await rowsOf(sql`select 1 from "ad" limit 1`)).toEqual([]);
  });

  it('commits a transaction, and rolls back one whose work failed', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values (2, now(), 1)`);
      await tx.execute(sql`insert into scratch values (3, now(), 1)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into scratch values (4, now(), 1)`);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it("keeps PostgreSQL's error fields, as the unique-violation checks read them", async () => {
    const failure = await handle.db.execute(sql`insert into scratch values (1, now(), 1)`).then(
      () => null,
      (error: unknown) => error as { cause?: { code?: string; constraint?: string } },
    );
    expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'scratch_pkey' });
  });

  it('makes a statement from outside wait until an open transaction ends', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch values (5, now(), 1)`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = ids().then((found) => {
      order.push('read');
      return found;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['inserted']);
    release();
    await transaction;
    expect(await outside).toContain(5);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it('delivers notifications to listeners', async () => {
    const heard: string[] = [];
    const stop = await handle.listen('thread_test', (payload) => heard.push(payload));
    await handle.db.execute(sql`select pg_notify('thread_test', 'merhaba')`);
    await expect.poll(() => heard).toEqual(['merhaba']);
    await stop();
  });

  it('reuses named statements for repeated reads', async () => {
    for (let i = 0; i < 3; i++) expect(await ids()).toEqual([1, 2, 3, 5]);
    const rows = await rowsOf<{ named: number }>(
      sql`select count(*)::int as named from pg_prepared_statements where name like 'teklifal_%'`,
    );
    expect(rows[0]?.named).toBeGreaterThan(0);
  });
});
