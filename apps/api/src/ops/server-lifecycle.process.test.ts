import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import {
  idleKeepAlive,
  isAlive,
  lockHolderPid,
  pause,
  slowSignIn,
  startProcess,
  untilServing,
  type Entry,
  type RunningProcess,
} from './test-processes.ts';

/**
 * Real server processes on a DATA_DIR of their own (issue #12): one server per DATA_DIR, and a
 * stop that lets requests in flight finish and takes seconds, whoever gets the signal.
 */

const PROCESS_TIMEOUT = 180_000;
/** The server gives up on its own after 8 s; a clean stop here takes one to two. */
const STOPS_WITHIN_MS = 8_000;

const dirs: string[] = [];
const processes: RunningProcess[] = [];
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-process-'));
  dirs.push(dataDir);
});
afterAll(() => {
  for (const running of processes) {
    if (running.child.exitCode === null) running.child.kill('SIGKILL');
  }
  for (const dir of dirs) {
    // A server a failed test left running without its launcher.
    const holder = lockHolderPid(dir);
    if (holder && holder !== process.pid && isAlive(holder)) process.kill(holder, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

async function start(
  how: 'server' | 'launcher' | 'npm',
  dir: string,
  options: { detached?: boolean; entry?: Entry } = {},
) {
  const running = await startProcess(how, dir, options);
  processes.push(running);
  return running;
}

const LIGHT: Entry = 'ops/fixtures/light-server.ts';

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-process-'));
  dirs.push(dir);
  return dir;
}

/**
 * With an idle kept-alive connection open and a request in flight, sends the stop; the
 * request's last part goes a second later. Answers the request's outcome and the stop's time.
 */
async function stopWithRequestInFlight(port: number, stop: () => void, exited: Promise<unknown>) {
  const idle = await idleKeepAlive(port);
  const request = slowSignIn(port);
  await pause(300);
  const startedAt = Date.now();
  stop();
  await pause(1000);
  request.finish();
  const answer = await request.answered;
  await exited;
  idle.destroy();
  request.close();
  return { answer, tookMs: Date.now() - startedAt };
}

let server: RunningProcess;

/**
 * The real server: its first start on a fresh DATA_DIR runs every migration, so it starts once
 * here. The other cases run a server that starts in a second and takes the same lock and stops
 * with the same code as serve.ts (fixtures/light-server.ts).
 */
describe('the real server', () => {
  it(
    'refuses a second server on its DATA_DIR, naming the first',
    async () => {
      server = await start('server', dataDir);
      await untilServing(server);
      const second = await start('server', dataDir);
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain('başka bir TeklifAl süreci tarafından kullanılıyor');
      expect(second.output()).toContain(`pid ${server.child.pid},`);
      expect(second.output()).toContain('is in use by another TeklifAl process');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok).toBe(true);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'SIGTERM: the request in flight finishes, it stops in seconds, the lock goes',
    async () => {
      const { answer, tookMs } = await stopWithRequestInFlight(
        server.port,
        () => server.child.kill('SIGTERM'),
        server.exited,
      );
      expect(answer).toMatchObject({ status: 401 });
      expect((await server.exited).code).toBe(0);
      expect(tookMs).toBeLessThan(STOPS_WITHIN_MS);
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});

describe('a lock left by a killed server', () => {
  it(
    'does not block the next start (kill -9)',
    async () => {
      const dir = freshDir();
      const first = await start('server', dir, { entry: LIGHT });
      await untilServing(first);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(lockHolderPid(dir)).toBe(first.child.pid);
      const next = await start('server', dir, { entry: LIGHT });
      await untilServing(next);
      expect(lockHolderPid(dir)).toBe(next.child.pid);
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    },
    PROCESS_TIMEOUT,
  );
});

const parentOf = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

async function waitForEnd(pids: number[]) {
  const startedAt = Date.now();
  while (pids.some(isAlive) && Date.now() - startedAt < 30_000) await pause(100);
  return Date.now() - startedAt;
}

/** Under the launcher of `npm start` (scripts/serve-lib.mjs), as Ctrl-C, npm and kill reach it. */
describe.concurrent('stopping under the launcher of npm start', () => {
  it(
    'SIGTERM to the whole process group (the server hears it twice): the request in flight finishes',
    async () => {
      const running = await start('launcher', freshDir(), { detached: true, entry: LIGHT });
      await untilServing(running);
      const { answer, tookMs } = await stopWithRequestInFlight(
        running.port,
        () => process.kill(-(running.child.pid ?? 0), 'SIGTERM'),
        running.exited,
      );
      expect(answer).toMatchObject({ status: 401 });
      expect((await running.exited).code).toBe(0);
      expect(tookMs).toBeLessThan(STOPS_WITHIN_MS);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'SIGTERM to the launcher alone: it is passed on, the request in flight finishes',
    async () => {
      const running = await start('launcher', freshDir(), { entry: LIGHT });
      await untilServing(running);
      const { answer, tookMs } = await stopWithRequestInFlight(
        running.port,
        () => running.child.kill('SIGTERM'),
        running.exited,
      );
      expect(answer).toMatchObject({ status: 401 });
      expect((await running.exited).code).toBe(0);
      expect(tookMs).toBeLessThan(STOPS_WITHIN_MS);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'the server stops when its launcher is killed (kill -9)',
    async () => {
      const dir = freshDir();
      const running = await start('launcher', dir, { entry: LIGHT });
      await untilServing(running);
      const serverPid = lockHolderPid(dir) ?? 0;
      expect(isAlive(serverPid)).toBe(true);
      running.child.kill('SIGKILL');
      expect(await waitForEnd([serverPid])).toBeLessThan(STOPS_WITHIN_MS);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'SIGTERM to npm, whose `sh -c` dies without passing it on: launcher and server stop',
    async () => {
      const dir = freshDir();
      const running = await start('npm', dir, { entry: LIGHT });
      await untilServing(running);
      const serverPid = lockHolderPid(dir) ?? 0;
      const launcherPid = parentOf(serverPid);
      running.child.kill('SIGTERM');
      expect(await waitForEnd([serverPid, launcherPid])).toBeLessThan(STOPS_WITHIN_MS);
    },
    PROCESS_TIMEOUT,
  );
});
