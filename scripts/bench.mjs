#!/usr/bin/env node
// npm run bench: how fast the marketplace serves, measured so that a figure cannot lie.
//
// - Every target is asked once and its status and JSON checked before it is measured; any error
//   under load fails the run (autocannon gets the whole URL: it ignores a top-level `path`).
// - A Fastify hello-world (the HTTP ceiling of this machine: same Fastify, same node flags and
//   log level) is measured in the same run, and each figure is printed as a share of it.
// - Data: the demo (npm run demo's people), plus `--scale` (BENCH_SCALE=<factor>, 1 = 20,000
//   companies, 100,000 ads, 300,000 bids, 50,000 orders with chats, 500,000 notifications).
// - Database: the embedded one in a temporary directory, or BENCH_DATABASE_URL (a PostgreSQL
//   server: a database of its own is made and dropped). There, each endpoint's statements are
//   captured and replayed by pgbench (the database's ceiling for that endpoint), their plans
//   kept in bench/, and writes are measured: bid submission, and a chat message's live event
//   from one instance to an SSE client of a second one.
// Loopback only, bounded: BENCH_SECONDS (default 5) per target, 20 connections.
// BENCH_ONLY=<regular expression> measures only the targets whose name matches (while profiling
// one endpoint); the hello-world is always measured. BENCH_OUT=<directory> writes the results,
// SQL and plans there instead of bench/ (CI's small run leaves the kept figures alone).
// BENCH_WRITES=<count> sets how many bids and chat messages the write benchmarks send.
// BENCH_KEEP_DATABASE=<name> (with BENCH_DATABASE_URL) works in that database and keeps it: the
// first run makes and loads it, later runs start on it as it was (loading the scale data takes
// ~10 minutes; the runs' own writes, bids and messages, stay in it). BENCH_PORTS=<first>-<last>
// takes the servers' ports from that range instead of any free one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure } from './bench/measure.mjs';
import { databaseCeilings } from './bench/pgbench.mjs';
import { freePort, root, startNode, stop, stopAll, waitFor } from './bench/processes.mjs';
import { printReport, writeReadme } from './bench/report.mjs';
import { AS_A_BROWSER, buildTargets } from './bench/targets.mjs';
import { benchBids, benchLiveEvents } from './bench/writes.mjs';

const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scale = args.has('--scale')
  ? Number(process.env.BENCH_SCALE ?? 1)
  : Number(process.env.BENCH_SCALE ?? 0);
const serverUrl = process.env.BENCH_DATABASE_URL;
const writeCount = process.env.BENCH_WRITES ? Number(process.env.BENCH_WRITES) : undefined;
const outDir = process.env.BENCH_OUT
  ? path.resolve(process.env.BENCH_OUT)
  : path.join(root, 'bench');
const AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123';

if (process.env.BENCH_OUT && args.has('--readme')) {
  throw new Error('bench: --readme writes the kept figures of bench/, not BENCH_OUT');
}

let dataDir;
let databaseUrl;
let dropDatabase = async () => {};
const keptDatabase = process.env.BENCH_KEEP_DATABASE;
/** Whether the data is already there (a kept database of an earlier run): not seeded again. */
let seeded = false;
let markLoaded = async () => {};
const BENCH_NOTE = 'teklifal bench:';
const LOADED = `${BENCH_NOTE} demo and scale ${scale} loaded`;

async function createDatabase() {
  const name = keptDatabase ?? `teklifal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A kept database is marked as the bench's when made and once its data is loaded; one whose
  // loading broke off is made anew, and a database the bench did not make is never dropped.
  const { rows } = await admin.query(
    `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
    [name],
  );
  const note = rows[0]?.note ?? null;
  seeded = note === LOADED;
  if (rows.length > 0 && !seeded) {
    if (!note?.startsWith(BENCH_NOTE)) {
      await admin.end();
      throw new Error(`bench: the database "${name}" is not one the bench made; not touched`);
    }
    await admin.query(`drop database "${name}" with (force)`);
  }
  if (!seeded) {
    await admin.query(`create database "${name}"`);
    await admin.query(`comment on database "${name}" is '${BENCH_NOTE} loading'`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (keptDatabase) {
    markLoaded = async () => {
      const marker = new pg.Client({ connectionString: serverUrl });
      await marker.connect();
      await marker.query(`comment on database "${name}" is '${LOADED}'`);
      await marker.end();
    };
    return url.toString();
  }
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
  return url.toString();
}

function serverEnv(port, extra = {}) {
  const base = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    AUTH_SECRET,
    TRUST_PROXY: 'true',
    WEB_DIST: '',
    BENCH_SCALE: String(scale),
    ...extra,
  };
}

async function startApi(extra) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let scaleSummary = null;
  const child = startNode('bench/server.ts', serverEnv(port, extra), {
    onLine: (line) => {
      if (line.startsWith('BENCH_SCALE_SUMMARY ')) scaleSummary = JSON.parse(line.slice(20));
    },
  });
  await waitFor(`${base}/api/health`, { child });
  return { child, base, scaleSummary: () => scaleSummary };
}

try {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'teklifal-bench-'));
  if (serverUrl) databaseUrl = await createDatabase();
  else if (keptDatabase) throw new Error('bench: BENCH_KEEP_DATABASE needs BENCH_DATABASE_URL');
  mkdirSync(outDir, { recursive: true });

  console.log(
    `Starting the marketplace on ${serverUrl ? 'PostgreSQL' : 'the embedded database'} with the demo data${scale > 0 ? ` and scale ${scale}` : ''}…`,
  );
  const api = await startApi(seeded ? { BENCH_SEED: '0' } : {});
  if (!seeded) await markLoaded();
  const built = await buildTargets(api.base);
  const { buyer, seller } = built;
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const targets = only ? built.targets.filter((target) => only.test(target.name)) : built.targets;

  const helloPort = await freePort();
  const hello = startNode('bench/hello-world.ts', { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/hello`, { child: hello });
  const ceiling = await measure(
    {
      name: 'hello-world (same Fastify)',
      url: `http://127.0.0.1:${helloPort}/hello`,
      headers: AS_A_BROWSER,
      status: 200,
      check: (body) => (body.hello === 'world' ? null : 'not hello'),
    },
    seconds,
  );
  await stop(hello);

  const results = [];
  for (const target of targets) {
    results.push({ ...(await measure(target, seconds)), signedIn: target.signedIn });
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  const writes = {
    bidSubmission: await benchBids({
      base: api.base,
      seller,
      total: writeCount ?? (scale > 0 ? 1000 : 300),
    }),
    liveEvent: null,
  };
  let ceilings = new Map();
  if (databaseUrl) {
    // A second instance on the same database: it logs its statements (never measured itself)
    // and serves the SSE stream that instance 1's writes must reach.
    const sqlLog = path.join(dataDir, 'statements.jsonl');
    const second = await startApi({ BENCH_SEED: '0', BENCH_SQL_LOG: sqlLog });
    writes.liveEvent = await benchLiveEvents({
      base: api.base,
      secondBase: second.base,
      buyer,
      seller,
      total: writeCount ?? 1000,
    });
    ceilings = await databaseCeilings(targets, {
      base: api.base,
      captureBase: second.base,
      sqlLog,
      databaseUrl,
      outDir,
      seconds,
    });
    await stop(second.child);
  }

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    database: databaseUrl ? 'postgres' : 'pglite',
    data: { demo: true, scale, rows: api.scaleSummary() },
    connections: 20,
    secondsPerTarget: seconds,
    ceiling,
    results: results.map((result) => ({
      ...result,
      shareOfCeiling:
        Math.round((1000 * result.requestsPerSecond) / ceiling.requestsPerSecond) / 10,
      database: ceilings.get(result.name) ?? null,
    })),
    writes,
  };
  printReport(report);
  if (only) {
    console.log('\nBENCH_ONLY: a partial run, so bench/ and the README are left as they were.');
  } else {
    const file = path.join(outDir, `results-${report.database}${scale > 0 ? '-scale' : ''}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWritten: ${path.relative(root, file)}`);
    if (args.has('--readme')) await writeReadme();
  }
  await stop(api.child);
} finally {
  await stopAll();
  await dropDatabase().catch((error) =>
    console.error('bench: could not drop the database:', error.message),
  );
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
