// Shared by npm start, npm run demo and the commands (scripts/run-built.mjs): builds what is
// missing or older than its sources (scripts/build.mjs), then runs an entry point of the built
// API (apps/api/dist) with plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_DIST, missingBuildTools, root, staleBuilds, WEB_DIST } from './build-state.mjs';

export { root };

/**
 * Builds the API and core, and the web app unless `web` is false, WEB_DIST is empty (the API
 * alone) or WEB_DIST names a build of one's own (e.g. for an e2e run beside others' work),
 * which is used as it is.
 */
export function ensureBuild({ web = true } = {}) {
  const parts = ['server'];
  if (process.env.WEB_DIST === '') web = false;
  if (web && process.env.WEB_DIST) {
    if (!existsSync(path.join(process.env.WEB_DIST, 'index.html'))) {
      console.error(`WEB_DIST=${process.env.WEB_DIST} holds no index.html; build it first.`);
      process.exit(1);
    }
  } else if (web) parts.push('web');
  const stale = staleBuilds(parts);
  if (stale.length === 0) return;
  for (const { reason } of stale) console.log(`Building first: ${reason}.`);
  const missing = missingBuildTools(stale.map(({ name }) => name));
  if (missing.length > 0) {
    console.error(
      `Cannot build: ${missing.join(', ')} not installed (an install without the development dependencies). Build where they are (npm ci && npm run build), then prune.`,
    );
    process.exit(1);
  }
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), ...stale.map(({ name }) => name)],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** An entry point of the built API: `server.js` is apps/api/dist/server.js. */
export const builtEntry = (entry) => path.join(API_DIST, entry);

/** After a stop, the server's own deadline (8 s) comes first; this is for a server that hangs. */
const SERVER_STOP_BACKSTOP_MS = 12_000;

/**
 * Runs `file` (a JavaScript entry point: see builtEntry) with Node, passing signals and the exit
 * code on; `nodeArgs` go before it, `args` after. A signal to the whole group (Ctrl-C, `kill -- -PGID`)
 * reaches the server twice, directly and from here; the server counts a repeat within seconds
 * as the same stop (apps/api/src/ops/graceful-shutdown.ts). The server stops when this process
 * is gone.
 */
export function runApi(file, { env = {}, nodeArgs = [], args = [] } = {}) {
  const server = spawn(process.execPath, [...nodeArgs, file, ...args], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: {
      ...process.env,
      WEB_DIST: process.env.WEB_DIST ?? WEB_DIST,
      // React's production build: the development one renders pages several times slower.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      TEKLIFAL_PARENT_PID: String(process.pid),
      ...env,
    },
  });
  let backstop;
  const stopServer = (signal) => {
    server.kill(signal);
    backstop ??= setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_BACKSTOP_MS);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServer(signal));
  // npm runs this script through `sh -c`, which dies of npm's SIGTERM without passing it on:
  // when the process that started us is gone (ppid changes), stop as if told to. Not watched
  // when run directly, so `nohup node scripts/start.mjs &` outlives its shell.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      stopServer('SIGTERM');
    }, 500);
    watch.unref();
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
