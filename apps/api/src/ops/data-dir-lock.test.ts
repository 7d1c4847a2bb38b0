import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';
import { isSameProcessAlive, startTokenOf } from './process-identity.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockPath = () => path.join(dataDir, LOCK_FILE);
const writeLock = (holder: object) =>
  writeFileSync(
    lockPath(),
    JSON.stringify({ purpose: 'server', startedAt: '2026-11-25T08:00:00.000Z', ...holder }),
  );

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

/**
 * A real zombie: a shell starts `sleep 0.1` in the background, prints its pid and becomes
 * `sleep 30` (exec), which never reaps it (the pause: it ends after the shell is gone). What a
 * kill -9'd server is until its parent (npm, a supervisor) gets round to waiting for it.
 */
async function zombie(): Promise<{ pid: number; stop: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = () => void parent.kill('SIGKILL');
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('error', reject);
    });
    for (let tries = 0; tries < 500 && stateOf(pid) !== 'Z'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { pid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** `/proc/<pid>/stat` field 3, the state ('R', 'S', 'Z'…). */
const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

describe('the DATA_DIR lock', () => {
  it('refuses a second holder, naming the first (its pid and start), until it lets go', () => {
    const first = acquireDataDirLock(dataDir, 'server');
    let refusal: unknown;
    try {
      acquireDataDirLock(dataDir, 'backup');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const message = (refusal as Error).message;
    expect(message).toContain('başka bir TeklifAl süreci tarafından kullanılıyor');
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain('is in use by another TeklifAl process');
    expect(message).toMatch(/started \d{4}-\d\d-\d\dT/);

    first.release();
    expect(existsSync(lockPath())).toBe(false);
    acquireDataDirLock(dataDir, 'server').release();
  });

  it('takes over the lock of a process that died without letting go (kill -9)', async () => {
    writeLock({ pid: await deadPid(), hostname: hostname(), startToken: undefined });
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(lock.path).toBe(lockPath());
    lock.release();
  });

  it.runIf(startTokenOf('self'))('takes over when the pid now belongs to another process', () => {
    // Our own pid is alive, but we did not start when the writer of this lock did.
    writeLock({ pid: process.pid, hostname: hostname(), startToken: 'another-boot:1' });
    acquireDataDirLock(dataDir, 'server').release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over the lock of a zombie (killed, not yet reaped by its parent)',
    async () => {
      const dead = await zombie();
      try {
        expect(stateOf(dead.pid), `/proc/${dead.pid}/stat`).toBe('Z');
        const identity = {
          pid: dead.pid,
          hostname: hostname(),
          startToken: startTokenOf(dead.pid),
        };
        // Its start time is still its own: only its state tells it is gone.
        expect(identity.startToken).toBeDefined();
        expect(isSameProcessAlive(identity)).toBe(false);
        writeLock(identity);
        acquireDataDirLock(dataDir, 'server').release();
      } finally {
        dead.stop();
      }
    },
  );

  it('trusts a holder on another machine while it keeps touching the lock, not after', () => {
    writeLock({ pid: 1, hostname: 'other-host', startToken: undefined });
    expect(() => acquireDataDirLock(dataDir, 'server')).toThrow(/pid 1 on other-host/);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath(), minuteAgo, minuteAgo);
    acquireDataDirLock(dataDir, 'server').release();
  });

  it('does not count an unreadable lock file', () => {
    writeFileSync(lockPath(), 'not json');
    acquireDataDirLock(dataDir, 'server').release();
  });
});
