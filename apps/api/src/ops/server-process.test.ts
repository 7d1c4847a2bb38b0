import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** A copy of the first test's data directory (migrated once; a fresh one takes long). */
function copyOfDataDir(): string {
  const copy = freshDir();
  cpSync(dataDir, copy, { recursive: true });
  return copy;
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

let survivor: RunningProcess;

describe('one server per DATA_DIR', () => {
  it(
    'refuses a second server, naming the first; a first killed with -9 does not block the next',
    async () => {
      const first = await start('server', dataDir);
      await untilServing(first);
      const second = await start('server', dataDir);
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain('başka bir TeklifAl süreci tarafından kullanılıyor');
      expect(second.output()).toContain(`pid ${first.child.pid},`);
      expect(second.output()).toContain('is in use by another TeklifAl process');
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);

      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
      survivor = await start('server', dataDir);
      await untilServing(survivor);
      expect(lockHolderPid(dataDir)).toBe(survivor.child.pid);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'SIGTERM to the server: the request in flight finishes, it stops in seconds, the lock goes',
    async () => {
      const { answer, tookMs } = await stopWithRequestInFlight(
        survivor.port,
        () => survivor.child.kill('SIGTERM'),
        survivor.exited,
      );
      expect(answer).toMatchObject({ status: 401 });
      expect((await survivor.exited).code).toBe(0);
      expect(tookMs).toBeLessThan(STOPS_WITHIN_MS);
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
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

/**
 * Under the launcher of `npm start`. Ctrl-C (the whole group) runs the real server; the other
 * cases are the launcher's part, and run a server that starts in a second and stops with the
 * same code (fixtures/light-server.ts): the real server's start would be most of each test.
 */
describe.concurrent('stopping under the launcher of npm start', () => {
  it(
    'SIGTERM to the whole process group (the server hears it twice): the request in flight finishes',
    async () => {
      const running = await start('launcher', copyOfDataDir(), { detached: true });
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
