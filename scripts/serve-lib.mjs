// Shared by npm start and npm run demo: builds the web app when its build is missing or older
// than its sources, then runs an API entry point with the built app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distIndex = path.join(webDir, 'dist/index.html');
// The server's build of the public pages (apps/web/src/entry-server.tsx), made with the web app.
const ssrEntry = path.join(webDir, 'dist-ssr/entry-server.js');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(root, 'packages/core/src'),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

export function ensureWebBuild() {
  // A build of one's own (WEB_DIST, e.g. for an e2e run beside others' work) is used as it is:
  // apps/web/dist is neither checked nor rebuilt.
  if (process.env.WEB_DIST) {
    if (existsSync(path.join(process.env.WEB_DIST, 'index.html'))) return;
    console.error(`WEB_DIST=${process.env.WEB_DIST} holds no index.html; build it first.`);
    process.exit(1);
  }
  const builtAt =
    existsSync(distIndex) && existsSync(ssrEntry)
      ? Math.min(statSync(distIndex).mtimeMs, statSync(ssrEntry).mtimeMs)
      : 0;
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (builtAt < sourcesAt) {
    console.log(builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@teklifal/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** After a stop, the server's own deadline (8 s) comes first; this is for a server that hangs. */
const SERVER_STOP_BACKSTOP_MS = 12_000;

/**
 * Runs `entry` (a file under apps/api/src) with tsx, passing signals and the exit code on.
 * A signal to the whole group (Ctrl-C, `kill -- -PGID`) reaches the server twice, directly and
 * from here; the server counts a repeat within seconds as the same stop
 * (apps/api/src/ops/graceful-shutdown.ts). The server stops when this process is gone.
 */
export function runApi(entry, env = {}) {
  const server = spawn(
    process.execPath,
    // tsx as this repository has it, so the start works from any working directory.
    ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/api/src', entry)],
    {
      cwd: process.cwd(),
      stdio: 'inherit',
      env: {
        ...process.env,
        WEB_DIST: process.env.WEB_DIST ?? path.join(webDir, 'dist'),
        // React's production build: the development one renders pages several times slower.
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        TEKLIFAL_PARENT_PID: String(process.pid),
        ...env,
      },
    },
  );
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
