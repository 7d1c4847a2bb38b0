// The database's own ceiling for each endpoint: the statements one request sends, captured from
// a server instance that logs them, replayed by pgbench on the same PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS } from './measure.mjs';

const slug = (name) =>
  name
    .replace(/^GET /, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** An array parameter as node-postgres sends it: PostgreSQL's array text, `{"a","b"}`. */
const arrayText = (values) =>
  `{${values
    .map((value) =>
      value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`,
    )
    .join(',')}}`;

const literal = (value) => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? arrayText(value)
        : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
};

/** A statement with its parameters written in as literals (the highest number first). */
export function inlineParameters(query, params) {
  let text = query;
  for (let i = params.length; i >= 1; i--) {
    text = text.replace(new RegExp(`\\$${i}(?![0-9])`, 'g'), () => literal(params[i - 1]));
  }
  return text;
}

/** A statement that changes or locks rows (alone or in a CTE) or ends a transaction. */
const WRITES =
  /^\s*(?:insert|update|delete|merge|truncate|copy|begin|start|commit|rollback|end|savepoint|release|lock)\b|\b(?:insert\s+into|delete\s+from|update\s+(?:only\s+)?"?[a-z_][a-z0-9_]*"?(?:\s+(?:as\s+)?"?[a-z_][a-z0-9_]*"?)?\s+set|for\s+(?:no\s+key\s+)?(?:update|share))\b/i;

/**
 * What pgbench replays of a request's captured statements: only the reads, each pgbench
 * transaction read-only and rolled back. The capture instance's log also holds what its own
 * timers sent meanwhile (the notification mails' outbox inserts), and a replayed insert of a
 * captured id fails on the row the capture wrote (23505) or, replayed, would change the data
 * the next targets read. Writes are measured by the write benchmarks, not here.
 */
export function replayScript(statements) {
  const reads = statements.filter((statement) => !WRITES.test(statement));
  const writes = statements.filter((statement) => WRITES.test(statement));
  const skipped = writes.length;
  if (reads.length === 0) return { reads, skipped, script: null };
  // pgbench reads no comment after the last statement, and none that spans lines inside one.
  const notReplayed = writes.map(
    (statement) => `-- not replayed: ${statement.replace(/\s+/g, ' ')}`,
  );
  const script = [
    ...notReplayed,
    'begin transaction read only;',
    ...reads.map((statement) => `${statement.trim()};`),
    'rollback;',
  ].join('\n');
  return { reads, skipped, script: `${script}\n` };
}

const sizeOf = (file) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * The statements of one request of `target` at steady state (asked once first: caches warm,
 * statements prepared), from the capture instance at `captureBase`.
 */
export async function captureStatements(target, { base, captureBase, sqlLog }) {
  const url = target.url.replace(base, captureBase);
  await fetch(url, { headers: target.headers });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const from = sizeOf(sqlLog);
  const response = await fetch(url, { headers: target.headers });
  if (response.status !== target.status) {
    throw new Error(`bench: ${target.name} answered ${response.status} on the capture instance`);
  }
  await response.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const added = readFileSync(sqlLog).subarray(from).toString('utf8');
  return added
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map(({ query, params }) => inlineParameters(query, params));
}

function runPgbench(databaseUrl, scriptFile, seconds) {
  const url = new URL(databaseUrl);
  const result = spawnSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      scriptFile,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  const tps = /tps = ([0-9.]+) \(without initial connection time\)/.exec(result.stdout);
  if (result.status !== 0 || !tps) {
    throw new Error(`bench: pgbench failed on ${scriptFile}: ${result.stderr || result.stdout}`);
  }
  return Math.round(Number(tps[1]));
}

/** For each target: its SQL and plans kept in bench/, and its pgbench ceiling. */
export async function databaseCeilings(targets, options) {
  const { databaseUrl, outDir, seconds } = options;
  mkdirSync(path.join(outDir, 'sql'), { recursive: true });
  mkdirSync(path.join(outDir, 'plans'), { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ceilings = new Map();
  try {
    for (const target of targets) {
      const captured = await captureStatements(target, options);
      const name = slug(target.name);
      const { reads: statements, skipped, script } = replayScript(captured);
      const scriptFile = path.join(outDir, 'sql', `${name}.sql`);
      if (!script) {
        ceilings.set(target.name, { statements: 0, skippedWrites: skipped, tps: null });
        writeFileSync(
          scriptFile,
          skipped > 0
            ? `-- no read to replay (${skipped} writing statements not replayed)\n`
            : '-- served from memory: no statement\n',
        );
        continue;
      }
      writeFileSync(scriptFile, script);
      const plans = [];
      for (const statement of statements) {
        // Read-only and rolled back, as the replay: EXPLAIN ANALYZE runs what it explains.
        await client.query('begin transaction read only');
        try {
          const { rows } = await client.query(`explain (analyze, buffers) ${statement}`);
          plans.push(`${statement}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
        } finally {
          await client.query('rollback');
        }
      }
      writeFileSync(path.join(outDir, 'plans', `${name}.txt`), plans.join('\n---\n\n'));
      ceilings.set(target.name, {
        statements: statements.length,
        skippedWrites: skipped,
        tps: runPgbench(databaseUrl, scriptFile, seconds),
      });
    }
  } finally {
    await client.end();
  }
  return ceilings;
}
