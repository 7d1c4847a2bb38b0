import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { ArchiveSource } from './backup-archive.ts';
import { entriesUnder } from './backup-uploads.ts';

/** Rows of every table of the app (public) and of its migration record (drizzle). */
const TABLES_SQL = `select table_schema as schema, table_name as name
  from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1, 2`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Query = (text: string) => Promise<Record<string, unknown>[]>;

export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await query(TABLES_SQL)) {
    const { schema, name } = table as { schema: string; name: string };
    const [row] = await query(`select count(*)::int as n from ${quoted(schema)}.${quoted(name)}`);
    counts[`${schema}.${name}`] = Number(row?.n);
  }
  return counts;
}

/**
 * The embedded database's row counts. Opening it also replays its log when its last server
 * was killed, and closing it checkpoints, so its files are a cleanly stopped PostgreSQL's.
 */
export async function embeddedRowCounts(dbDir: string): Promise<Record<string, number>> {
  const client = new PGlite(dbDir, { extensions: { pg_trgm } });
  try {
    return await countRows(async (text) => (await client.query(text)).rows as never);
  } finally {
    await client.close();
  }
}

/** The embedded database's files and folders (stopped: the caller holds the DATA_DIR lock). */
export async function* embeddedDatabaseFiles(dbDir: string): AsyncGenerator<ArchiveSource> {
  for await (const { key, directory } of entriesUnder(dbDir)) {
    const file = path.join(dbDir, key);
    const name = `database/pglite/${key}`;
    if (directory) {
      yield { name, type: 'directory', size: 0, open: async () => [] };
      continue;
    }
    const { size, mode } = await stat(file);
    yield { name, size, mode: mode & 0o777, open: async () => createReadStream(file) };
  }
}

/** pg tools get the password through the environment, not the command line others can read. */
function pgToolArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout?: NodeJS.WritableStream,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    if (stdout && child.stdout) child.stdout.pipe(stdout);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed (Debian/Ubuntu: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump (custom format) and the row counts from one snapshot: a repeatable-read transaction
 * exports its snapshot, pg_dump reads through it, and the counts are taken in it.
 */
export async function dumpPostgres(databaseUrl: string, dumpFile: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await countRows(async (text) => (await client.query(text)).rows);
    const { url, env } = pgToolArgs(databaseUrl);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]?.id ?? ''}`,
        `--file=${dumpFile}`,
        `--dbname=${url}`,
      ],
      env,
    );
    await client.query('commit');
    return { tables };
  } finally {
    await client.end();
  }
}

/** Tables of anything but the system schemas: a database someone uses. */
export async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(TABLES_SQL);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump into the database in one transaction, after dropping what the app's
 * schemas hold: a failed restore leaves the database as it was. Answers the new row counts.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string) {
  const { url, env } = pgToolArgs(databaseUrl);
  const psql = spawn(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`, '-f', '-'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let psqlErrors = '';
  psql.stderr.on('data', (chunk: Buffer) => (psqlErrors += chunk.toString()));
  const psqlDone = new Promise<void>((resolve, reject) => {
    psql.on('error', reject);
    psql.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql failed (${code}): ${psqlErrors.trim()}`)),
    );
  });
  psql.stdin.write(
    'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n',
  );
  await Promise.all([
    run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], env, psql.stdin),
    psqlDone,
  ]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}
