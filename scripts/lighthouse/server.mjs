// The demo server npm run lighthouse measures by default: `npm run demo` (scripts/demo.mjs,
// which builds the web app when apps/web/dist is missing or stale, or serves WEB_DIST) on a
// free loopback port with a data directory of its own, in a process group of its own so that
// every process under it is stopped at the end, whatever happened.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A build of the web app on a busy machine, migrations and the demo data, with room. */
const START_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 15_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Starts the demo and resolves once /api/health answers; `stop()` ends it and its files. */
export async function startDemoServer({ logDir }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-demo-'));
  const logFile = path.join(logDir, 'demo-server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(root, 'scripts/demo.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DEMO_DATA_DIR: dataDir,
      // No outside service is reached while measuring.
      EXCHANGE_RATES_URL: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  // A last resort when this process ends without stop() (an uncaught error, process.exit).
  const killOnExit = () => {
    signalGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (isRunning(child)) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child, 'SIGTERM');
        const backstop = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(backstop);
      }
      // Children that outlived the server's own process (tsx, a build) go with the group.
      signalGroup(child, 'SIGKILL');
      process.off('exit', killOnExit);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    })());

  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${error.message}\n--- last lines of ${logFile} ---\n${tail}`);
  }
  return { base, stop, logFile };
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      throw new Error(
        `lighthouse: the demo server exited (code ${child.exitCode}) before answering`,
      );
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`lighthouse: the demo server did not answer ${base}/api/health in time`);
}
