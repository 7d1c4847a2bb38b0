import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { sector, setting } from './schema/index.ts';
import { EVERY_TABLE } from './table-writes.ts';
import { openTestDatabase } from '../test/database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the embedded database tells its writes by table', () => {
  it('only the embedded database (PostgreSQL is written by other instances too)', () => {
    expect(handle.tableWrites === null).toBe(handle.kind === 'postgres');
  });

  it('reads, row locks, writes with their cascades and triggers, and what it cannot name', () => {
    const writes = handle.tableWrites;
    if (!writes) return;
    expect(writes.classify('select "id" from "ad" where "ad"."id" = $1 for no key update')).toEqual(
      { kind: 'read', tables: ['ad'], withoutRows: null },
    );
    expect(writes.classify('set local lock_timeout = 1000').kind).toBe('neutral');
    const bid = writes.classify('insert into "bid" ("ad_id") values ($1)');
    expect(bid.kind).toBe('write');
    expect(bid.tables).toContain('bid');
    // Foreign keys cascade from a company to its members; a trigger fills the search words.
    expect(writes.classify('delete from "company" where "id" = $1').tables).toContain(
      'company_member',
    );
    const adUpdate = writes.classify('update "ad" set "title" = $1');
    expect(adUpdate.tables).toContain('search_word');
    // Its triggers write from the rows it touched: an update of no ad changes nothing.
    expect(adUpdate.withoutRows).toEqual([]);
    expect(
      writes.classify('with moved as (update "bid" set "status" = $1 returning 1) select 1'),
    ).toMatchObject({ kind: 'write', withoutRows: null });
    expect(writes.classify("do $$ begin execute 'truncate x'; end $$").tables).toEqual([
      EVERY_TABLE,
    ]);
  });

  it('a statement is told when its result is back, a transaction once it ended', async () => {
    const writes = handle.tableWrites;
    if (!writes) return;
    const told: string[] = [];
    const stop = writes.onWrite((table) => told.push(table));
    try {
      await handle.db.insert(setting).values({ key: 'table-writes-test', value: 1 });
      expect(told).toContain('setting');
      told.length = 0;
      const one = eq(setting.key, 'table-writes-test');
      await handle.db.transaction(async (tx) => {
        await tx.update(setting).set({ value: 2 }).where(one);
        expect(told).toEqual([]);
      });
      expect(told).toContain('setting');
      told.length = 0;
      // An update of no row (a job finding nothing due) changed nothing.
      await handle.db
        .update(setting)
        .set({ value: 3 })
        .where(sql`false`);
      expect(told).toEqual([]);
      await handle.db.select().from(sector).limit(1);
      expect(told).toEqual([]);
      // Work run unheard (a test's write behind the caches' backs) is not told.
      await writes.unheard(() =>
        handle.db.transaction((tx) => tx.update(setting).set({ value: 4 }).where(one)),
      );
      await writes.unheard(() => handle.db.update(setting).set({ value: 5 }).where(one));
      expect(told).toEqual([]);
    } finally {
      stop();
    }
  });

  it('names the tables a piece of work read, as their statements are sent', async () => {
    const writes = handle.tableWrites;
    if (!writes) return;
    const read: string[] = [];
    await writes.readsOf(
      (table) => read.push(table),
      () => handle.db.select({ id: sector.id }).from(sector).limit(1),
    );
    expect(read).toEqual(['sector']);
  });
});
