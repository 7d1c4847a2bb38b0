#!/usr/bin/env node
// npm run bench: starts the demo marketplace (npm run demo: a fresh embedded database with the
// Turkish demo dataset) on a free loopback port, signs its people in, and measures the hot read
// paths with autocannon (bounded: a few seconds per endpoint, loopback only): public pages, the
// seller's ad search, the buyer's orders with unread chat counts, an order's chat, the
// dashboard figures. Prints requests per second and latency percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-bench-'));
const DEMO_PASSWORD = 'Demo12345';
const server = spawn(process.execPath, ['scripts/demo.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'error',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 20, duration: seconds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

try {
  await waitForHealth();
  const signIn = async (email) => {
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench: sign-in ${email} → ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const buyer = await signIn('ayse@anadolugida.demo');
  const seller = await signIn('can@egeambalaj.demo');
  const orders = await (
    await fetch(`${base}/api/orders?side=buyer`, { headers: { cookie: buyer } })
  ).json();
  const orderId = orders.items[0]?.id;
  if (!orderId) throw new Error('bench: the demo has no orders');

  const results = [];
  results.push(await run('GET /api/health', { path: '/api/health' }));
  results.push(await run('GET /api/settings/seo', { path: '/api/settings/seo' }));
  results.push(await run('GET /api/pages/kvkk', { path: '/api/pages/kvkk' }));
  results.push(await run('GET /api/sectors', { path: '/api/sectors' }));
  results.push(
    await run('GET /api/me (signed in)', { path: '/api/me', headers: { cookie: buyer } }),
  );
  results.push(
    await run('GET /api/ads?q=koli (seller)', {
      path: `/api/ads?q=${encodeURIComponent('koli')}`,
      headers: { cookie: seller },
    }),
  );
  results.push(
    await run('GET /api/orders (buyer)', {
      path: '/api/orders?side=buyer',
      headers: { cookie: buyer },
    }),
  );
  results.push(
    await run('GET order chat messages', {
      path: `/api/orders/${orderId}/messages`,
      headers: { cookie: buyer },
    }),
  );
  results.push(
    await run('GET /api/dashboard/stats', {
      path: '/api/dashboard/stats',
      headers: { cookie: buyer },
    }),
  );

  console.log(
    `\nTeklifAl benchmark (${seconds}s each, 20 connections, embedded database, demo data)\n`,
  );
  console.log(
    'endpoint'.padEnd(32),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(8),
  );
  for (const { title, result } of results) {
    console.log(
      title.padEnd(32),
      String(Math.round(result.requests.average)).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(8),
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
