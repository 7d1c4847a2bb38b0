#!/usr/bin/env node
// Throughput of TeklifAl behind nginx (deploy/teklifal.conf.template) on this machine, in one run:
//   baseline   one instance, direct (no nginx)
//   nginx → 1  the same instance behind nginx
//   nginx → 3  three instances behind nginx
//   rollout    three instances behind nginx, restarted one at a time during the run
// The instances run the built server (apps/api/dist, as npm start). Every target's status and
// body are checked before it is measured. Needs PostgreSQL (the
// instances share one database, made here and dropped after) and nginx:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test flock /tmp/bench.lock node deploy/bench.mjs
// Options: --duration S (each measurement, default 10), --connections N (default 50),
//          --rounds R (the steady targets measured in turn R times, default 2),
//          --warmup S (unmeasured load on all three instances first, default 10),
//          --port P (first of nine ports used, default 4460).
/* global fetch -- Node's own (ESLint knows Node's globals under scripts/, not here) */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { builtEntry, ensureBuild } from '../scripts/serve-lib.mjs';
import { nginxConfig } from './nginx-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line = '') => process.stdout.write(`${line}\n`);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 50);
/** The three steady targets are measured in turn this many times (other load on the machine shows as spread). */
const ROUNDS = option('rounds', 2);
const WARMUP_S = option('warmup', 10);
const FIRST_PORT = option('port', 4460);
const ports = {
  instances: [FIRST_PORT + 1, FIRST_PORT + 2, FIRST_PORT + 3],
  nginxOne: FIRST_PORT,
  nginxThree: FIRST_PORT + 4,
};

/** The reads measured, with what their answer must hold. */
const ROUTES = [
  {
    path: '/api/health',
    check: (body) => body.status === 'ok' && body.database === 'up',
  },
  {
    path: '/api/sectors',
    check: (body) => Array.isArray(body.items) && body.items.length > 0,
  },
];
const HEADERS = { 'accept-encoding': 'br, gzip' };

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
if (!serverUrl || !nginxBinary) {
  process.stderr.write(
    `bench: needs ${!serverUrl ? 'TEST_DATABASE_URL (a PostgreSQL server)' : 'nginx (apt-get install nginx)'}\n`,
  );
  process.exit(2);
}

const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await step().catch(() => {});
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startInstance(port, env) {
  const child = spawn(process.execPath, [builtEntry('server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited, errors: () => errors };
}

async function untilReady(instance, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.port} exited: ${instance.errors()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  throw new Error(`instance ${instance.port} did not start`);
}

async function startNginx(port, instancePorts) {
  const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-bench-nginx-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    nginxConfig({
      standalone: dir,
      listen: `127.0.0.1:${port}`,
      instances: instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`),
    }),
  );
  const child = spawn(nginxBinary, ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return;
    } catch {
      await pause(50);
    }
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/** Each route answers 200 with the body it should (and nginx passes the compression through). */
async function checkTarget(base) {
  for (const route of ROUTES) {
    const response = await fetch(`${base}${route.path}`, { headers: HEADERS });
    const body = await response.json().catch(() => undefined);
    if (response.status !== 200 || !route.check(body)) {
      throw new Error(
        `${base}${route.path}: ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`,
      );
    }
  }
}

/** Load on `base` for `seconds`; `stop` ends it sooner. */
function load(base, seconds = DURATION_S) {
  let run;
  const result = new Promise((resolve, reject) => {
    run = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: HEADERS,
        requests: ROUTES.map((route) => ({ method: 'GET', path: route.path })),
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
  });
  return { result, stop: () => run.stop() };
}
const measure = (base) => load(base).result;

const row = (name, result, note = '') =>
  `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
  `${result.non2xx} | ${result.errors + result.timeouts} | ${note} |`;

async function main() {
  // The built server, as `npm start` runs it (built first when missing or stale).
  ensureBuild({ web: false });
  const name = `teklifal_nginx_bench_${Date.now()}`;
  await onServer(`create database "${name}"`);
  cleanups.push(() => onServer(`drop database if exists "${name}" with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    PUBLIC_URL: `http://127.0.0.1:${ports.nginxThree}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    EXCHANGE_RATES_URL: 'off',
    SMTP_URL: '',
  };

  // The first start migrates the new database; the others then start together.
  const instances = [startInstance(ports.instances[0], env)];
  cleanups.push(async () => instances.forEach((instance) => instance.child.kill('SIGKILL')));
  await untilReady(instances[0]);
  for (const port of ports.instances.slice(1)) instances.push(startInstance(port, env));
  await Promise.all(instances.map((instance) => untilReady(instance)));
  await startNginx(ports.nginxOne, [ports.instances[0]]);
  await startNginx(ports.nginxThree, ports.instances);

  const targets = [
    ['baseline: 1 instance, direct', `http://127.0.0.1:${ports.instances[0]}`],
    ['nginx → 1 instance', `http://127.0.0.1:${ports.nginxOne}`],
    ['nginx → 3 instances', `http://127.0.0.1:${ports.nginxThree}`],
  ];
  for (const [, base] of targets) await checkTarget(base);
  say(
    `TeklifAl behind nginx: ${availableParallelism()} cores, ${CONNECTIONS} connections, ${DURATION_S} s each ` +
      `after ${WARMUP_S} s of warm-up, ` +
      `GET ${ROUTES.map((route) => route.path).join(' and ')} in turn (${HEADERS['accept-encoding']}); ` +
      'PostgreSQL, nginx and autocannon on the same machine',
  );
  say();
  say('| target | req/s | p50 ms | p99 ms | non-2xx | errors | |');
  say('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  // Unmeasured: every instance's code compiled and caches filled before the first figure.
  await load(`http://127.0.0.1:${ports.nginxThree}`, WARMUP_S).result;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [label, base] of targets) {
      await pause(1000);
      say(row(ROUNDS > 1 ? `${label} (round ${round})` : label, await measure(base)));
    }
  }

  // The same three instances restarted one at a time (SIGTERM, exit, start, ready) while the
  // load runs: from a second before the first stop to a second after the last start.
  await pause(1000);
  const during = load(`http://127.0.0.1:${ports.nginxThree}`, 600);
  await pause(1000);
  const startedAt = Date.now();
  for (const [index, instance] of instances.entries()) {
    instance.child.kill('SIGTERM');
    const code = await instance.exited;
    if (code !== 0)
      throw new Error(`instance ${instance.port} stopped with ${code}: ${instance.errors()}`);
    instances[index] = startInstance(instance.port, env);
    await untilReady(instances[index]);
  }
  await pause(1000);
  during.stop();
  const rolloutS = ((Date.now() - startedAt) / 1000).toFixed(0);
  say(
    row('nginx → 3 instances, rolling restart', await during.result, `3 restarts in ${rolloutS} s`),
  );
  await checkTarget(`http://127.0.0.1:${ports.nginxThree}`);
}

main()
  .catch((error) => {
    process.stderr.write(`bench: ${error.stack ?? error}\n`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
