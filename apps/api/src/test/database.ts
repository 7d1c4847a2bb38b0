import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migratedTemplate, openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Made once per test worker (test files share its modules) and copied for every file. */
let template: Promise<Blob> | undefined;

/**
 * Embedded databases a finished test file gave back. Test files in a worker run one after
 * another, so the next file empties one (below) instead of starting another PGlite from the
 * template, which costs ten times as much.
 */
const idle: DatabaseHandle[] = [];

/** Every table of the app's schema emptied and every sequence restarted: as migrated. */
async function emptied(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`do $$
    declare tables text;
    declare seq record;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
        from pg_tables where schemaname = 'public';
      if tables is not null then
        execute 'truncate table ' || tables || ' restart identity cascade';
      end if;
      for seq in select sequence_schema, sequence_name from information_schema.sequences
        where sequence_schema = 'public' loop
        execute format('alter sequence %I.%I restart', seq.sequence_schema, seq.sequence_name);
      end loop;
    end $$`);
}

async function embeddedTestDatabase(): Promise<DatabaseHandle> {
  let handle = idle.pop();
  if (handle) await emptied(handle);
  else {
    template ??= migratedTemplate();
    handle = await openDatabase({ template: await template });
  }
  const lent = handle;
  let returned = false;
  return {
    ...lent,
    close: async () => {
      if (returned) return;
      returned = true;
      idle.push(lent);
    },
  };
}

/**
 * A new, empty database on a PostgreSQL server, named `<prefix>_<time>_<random>` so runs never
 * share one; `drop` waits briefly for its sessions to leave, then drops it whatever remains.
 */
export async function createServerDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await waitForSessionsToEnd(dropper, name);
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database for one test file: an in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server that is dropped
 * afterwards, so runs never share tables.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { testDatabaseUrl?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return embeddedTestDatabase();

  const database = await createServerDatabase(serverUrl, 'teklifal_test');
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    ...handle,
    testDatabaseUrl: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The pool's end() resolves before its connections have said goodbye. Dropping the database
 * "with (force)" then kills a connection that is still closing, and its client throws an
 * uncaught error into whichever test file runs next. Waiting (briefly) for the sessions to
 * leave keeps teardown quiet; force still covers a session that never leaves.
 */
async function waitForSessionsToEnd(client: pg.Client, database: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0]?.sessions ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
