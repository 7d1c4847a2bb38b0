import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTwoInstances, type TwoInstances } from '../test/helper.ts';

/** A LISTEN connection of its own exists only on a PostgreSQL server (TEST_DATABASE_URL). */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * What an instance does when its lost LISTEN connection is back (db/client.ts `onResumed`): the
 * notices sent meanwhile never arrive, so it assumes the worst instead of waiting for the next
 * one (a kept search vocabulary had no other end).
 */
describe.runIf(onServer)('a LISTEN connection that comes back', () => {
  let instances: TwoInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ first, second } = instances);
  });
  afterAll(() => instances.close());

  /** Cuts every LISTEN connection of the test's database; they retry after 2 s. */
  async function cutListenConnections() {
    await first.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    await vi.waitFor(() => expect(first.dbListening()).toBe(false), { timeout: 2_000 });
  }
  const resumed = () =>
    vi.waitFor(() => expect(first.dbListening()).toBe(true), { timeout: 8_000, interval: 100 });

  it('forgets what it kept, ends its streams and hears again who is watching elsewhere', async () => {
    let loads = 0;
    const read = () =>
      first.tableCache.read('listen-resume-probe', ['sector'], () => Promise.resolve(++loads));
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    let ended = false;
    const untrack = first.liveEvents.track(() => (ended = true), 'watcher-on-first');

    await cutListenConnections();
    // Opened on the second instance while the first hears nothing.
    const closeElsewhere = second.liveEvents.track(() => {}, 'watcher-on-second');
    try {
      await resumed();
      // The kept copy may be stale: a change told meanwhile was lost.
      await vi.waitFor(async () => expect(await read()).toBe(2), { timeout: 2_000 });
      // Events committed meanwhile were lost too: the stream ends, its browser catches up.
      await vi.waitFor(() => expect(ended).toBe(true), { timeout: 2_000 });
      // Asked again at once rather than at the second's next heartbeat, 15 s away.
      await vi.waitFor(() => expect(first.liveEvents.watching('watcher-on-second')).toBe(true), {
        timeout: 3_000,
        interval: 100,
      });
    } finally {
      untrack();
      closeElsewhere();
    }
  }, 20_000);
});
