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

const literal = (value) => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
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
      const statements = await captureStatements(target, options);
      const name = slug(target.name);
      if (statements.length === 0) {
        ceilings.set(target.name, { statements: 0, tps: null });
        writeFileSync(
          path.join(outDir, 'sql', `${name}.sql`),
          '-- served from memory: no statement\n',
        );
        continue;
      }
      const script = statements.map((statement) => `${statement.trim()};`).join('\n');
      const scriptFile = path.join(outDir, 'sql', `${name}.sql`);
      writeFileSync(scriptFile, `${script}\n`);
      const plans = [];
      for (const statement of statements) {
        const { rows } = await client.query(`explain (analyze, buffers) ${statement}`);
        plans.push(`${statement}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
      }
      writeFileSync(path.join(outDir, 'plans', `${name}.txt`), plans.join('\n---\n\n'));
      ceilings.set(target.name, {
        statements: statements.length,
        tps: runPgbench(databaseUrl, scriptFile, seconds),
      });
    }
  } finally {
    await client.end();
  }
  return ceilings;
}
