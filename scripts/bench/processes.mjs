// Starting and stopping the processes a benchmark run needs, all on loopback.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether nothing listens on `port` of the loopback (0: the system picks one). */
const tryPort = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: taken } = server.address();
      server.close(() => resolve(taken));
    });
  });

/** BENCH_PORTS=<first>-<last>: the ports a run may use (a shared machine hands out ranges). */
const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
let nextInRange = range ? Number(range[1]) : 0;

export async function freePort() {
  if (!range) return tryPort(0);
  while (nextInRange <= Number(range[2])) {
    const port = await tryPort(nextInRange++);
    if (port !== null) return port;
  }
  throw new Error(`bench: no free port left in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

const running = new Set();

/** An API entry point (apps/api/src/…) run as the server runs it: node with tsx. */
export function startNode(entry, env, { onLine } = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src', entry)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
    },
  );
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...running].map(stop));
}

/** Waits until `url` answers 200 (a server starting, migrating, loading data). */
export async function waitFor(url, { timeoutMs = 30 * 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`bench: ${url} exited before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`bench: ${url} did not answer in time`);
}
