import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { NamedStatementClient } from './pg-statements.ts';
import { countingCalls, type PoolStats } from './pool-stats.ts';
import { withNamedStatements } from './pglite-statements.ts';
import { asPglite, openPgliteThread } from './pglite-thread.ts';
import { TYPO_SIMILARITY } from './search-fold.ts';
import { TableWrites, trackingWrites } from './table-writes.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: the embedded PGlite and a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Commands accept either, so they compose inside a caller's transaction. */
export type Executor = Database | Transaction;

/** Stops a LISTEN started by DatabaseHandle.listen. */
export type StopListening = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload once its transaction commits, from
   * any instance on the same database (live events between API instances, docs/architecture.md
   * “Real time”). `onResumed` runs each time a lost connection is back: NOTIFYs sent while it
   * was down never arrive, so whatever they would have told must be assumed (caches dropped,
   * streams caught up).
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ) => Promise<StopListening>;
  /**
   * Whether every LISTEN started here has its connection now (the readiness probe): false while
   * a PostgreSQL LISTEN connection is lost and retrying. The embedded database listens in itself.
   */
  listening: () => boolean;
  /** The connections now: open, lent out, and callers waiting for one (the metrics). */
  poolStats: () => PoolStats;
  /**
   * Runs `work` while no other instance on this database runs its own: the start's seeds and
   * the first admin, which two instances starting together would otherwise both insert. The
   * embedded database belongs to one process, which needs no lock.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The embedded database's writes and reads by table, as they happen (table-writes.ts): its one
   * process sees every write. Null on PostgreSQL, which other instances write too.
   */
  tableWrites: TableWrites | null;
}

const alone = <T>(work: () => Promise<T>) => work();

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Every connection's search settings (ad search's typo tolerance: the `%` operator). */
const SEARCH_SETTINGS = `pg_trgm.similarity_threshold=${TYPO_SIMILARITY}`;

/** Serialises migrations when several instances start together against one server. */
const MIGRATION_LOCK = 727_001;
const STARTUP_LOCK = 727_002;
/** PostgreSQL connections per instance. */
const POOL_MAX = 10;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Told every statement drizzle sends (the benchmark records what each request costs). */
  logger?: Logger | undefined;
  /** An in-memory embedded database starts as a copy of this one (see migratedTemplate). */
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      Client: NamedStatementClient,
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      options: `-c ${SEARCH_SETTINGS}`,
    });
    // An idle connection the server ends (a restart, an administrator, a network cut) is
    // reported here; without a listener Node ends the whole process. The pool has already
    // dropped it and opens a new one for the next query; a query in flight fails on its own
    // (answered 503, see lib/database-errors.ts).
    pool.on('error', (error) => {
      console.warn(`teklifal: an idle database connection was lost (${error.message})`);
    });
    // A connection lent out (a transaction between two statements) has no pool listener: its
    // loss would be an unheard error event, which ends Node. Its next statement fails on its own
    // (the request answers 503) and the pool drops it on release, so hearing it is enough.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case', logger });
    const listenersDown = new Set<object>();
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePostgres(drizzlePostgres(client, { schema, casing: 'snake_case' }), {
        migrationsFolder,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, onPayload, onResumed) =>
        listenOnServer(options.databaseUrl ?? '', channel, onPayload, listenersDown, onResumed),
      listening: () => listenersDown.size === 0,
      tableWrites: null,
      poolStats: () => ({
        size: pool.totalCount,
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      exclusively: async (work) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          holder.release();
        }
      },
    };
  }
  if (options.dataDir) return openEmbeddedServerDatabase(options.dataDir, logger);
  // pg_trgm gives the ad search its typo tolerance; the server has it as contrib.
  // On Node, PGlite writes straight to the data directory (NODEFS) and its per-query
  // syncToFs is a no-op; waiting for it anyway costs a mutex round per query (a `select 1`
  // took 0.46 ms instead of 0.12 ms). Durability is PostgreSQL's own WAL either way.
  const client = new PGlite({
    extensions: { pg_trgm },
    relaxedDurability: true,
    loadDataDir: options.template,
  });
  const tableWrites = new TableWrites();
  const counting = countingCalls(trackingWrites(withNamedStatements(client), tableWrites));
  const db = drizzlePglite({
    client: counting.client,
    schema,
    casing: 'snake_case',
    logger,
  });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`set ${SEARCH_SETTINGS}`);
  await tableWrites.learnSchema(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    exclusively: alone,
    listening: () => !client.closed,
    poolStats: counting.stats,
    tableWrites,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/**
 * The embedded database of a running server, kept in `dataDir`, on a thread of its own
 * (pglite-thread.ts): the HTTP server and PostgreSQL each get a core. Tests open theirs in memory
 * on their own thread instead, where starting one is cheaper than a thread's start.
 */
async function openEmbeddedServerDatabase(
  dataDir: string,
  logger: Logger | false,
): Promise<DatabaseHandle> {
  const thread = await openPgliteThread(dataDir);
  try {
    const tableWrites = new TableWrites();
    const counting = countingCalls(asPglite(trackingWrites(thread, tableWrites)));
    const db = drizzlePglite({ client: counting.client, schema, casing: 'snake_case', logger });
    await migratePglite(db, { migrationsFolder });
    await thread.exec(`set ${SEARCH_SETTINGS}`);
    await tableWrites.learnSchema(asPglite(thread));
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: () => thread.close(),
      listen: (channel, onPayload) => thread.listen(channel, onPayload),
      listening: () => true,
      poolStats: counting.stats,
      exclusively: alone,
      tableWrites,
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

/**
 * A migrated, empty embedded database as a data directory archive. Starting PGlite from it takes
 * about a quarter of the time of a fresh one (which runs initdb, then every migration): the test
 * suite opens one database per test file from a template made once per worker.
 */
export async function migratedTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to other
 * queries). When it drops (server restart, network), it reconnects after a pause; events
 * committed meanwhile are caught up by clients through Last-Event-ID.
 */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  /** The LISTENs whose connection is lost right now (DatabaseHandle.listening). */
  down: Set<object>,
  onResumed: () => void = () => {},
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const self = {};

  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(scheduleRetry), 2000);
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    client.on('error', () => {
      if (stopped || current !== client) return;
      current = null;
      down.add(self);
      client.end().catch(() => {});
      scheduleRetry();
    });
    await client.connect();
    await client.query(`listen "${channel}"`);
    current = client;
    const resumed = down.delete(self);
    if (resumed) onResumed();
  };

  await connect();
  return async () => {
    stopped = true;
    down.delete(self);
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
