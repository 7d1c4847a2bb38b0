import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { isSameProcessAlive, startTokenOf, type ProcessIdentity } from './process-identity.ts';

/**
 * One process at a time on a DATA_DIR that holds the embedded database: PGlite has no lock of
 * its own, and two servers on one data directory both start and silently lose acknowledged
 * writes. The server, the backup and the restore hold this lock for as long as they run.
 */
export const LOCK_FILE = 'teklifal.lock';
export type LockPurpose = 'server' | 'backup' | 'restore';

interface LockRecord extends ProcessIdentity {
  purpose: LockPurpose;
  startedAt: string;
}

/**
 * A holder on another machine (or another container, whose pids we cannot see) proves it is
 * alive by touching the lock file; one untouched for this long is taken as dead.
 */
export const HEARTBEAT_MS = 10_000;
export const FOREIGN_STALE_MS = 30_000;

const PURPOSE_TR: Record<LockPurpose, string> = {
  server: 'sunucu',
  backup: 'yedekleme',
  restore: 'geri yükleme',
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
  ) {
    const lockPath = path.join(dataDir, LOCK_FILE);
    const started = new Date(holder.startedAt);
    const foreign = holder.hostname !== hostname();
    const whereTr = foreign ? `, ${holder.hostname} makinesinde` : '';
    const whereEn = foreign ? ` on ${holder.hostname}` : '';
    super(
      `DATA_DIR (${dataDir}) başka bir TeklifAl süreci tarafından kullanılıyor: ` +
        `pid ${holder.pid}${whereTr}, ${PURPOSE_TR[holder.purpose] ?? holder.purpose}, ` +
        `${started.toLocaleString('tr-TR')} tarihinde başladı. Aynı gömülü veritabanını iki süreç ` +
        `kullanırsa kaydedilen veriler kaybolur: önce onu durdurun.\n` +
        `DATA_DIR (${dataDir}) is in use by another TeklifAl process: pid ${holder.pid}${whereEn}, ` +
        `${holder.purpose}, started ${started.toISOString()}. Two processes on one embedded ` +
        `database lose acknowledged writes: stop that one first.` +
        (foreign
          ? ` (A holder on another machine counts as gone ${FOREIGN_STALE_MS / 1000} s after it last touched ${lockPath}.)`
          : ` (If no such process runs, delete ${lockPath}.)`),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours; safe to call twice. */
  release(): void;
}

/** The lock file's text and holder; holder null when unreadable (made by hand, say). */
function readRecord(lockPath: string): { text: string; holder: LockRecord | null } | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord> | null;
    const valid = typeof parsed?.pid === 'number' && typeof parsed.hostname === 'string';
    return { text, holder: valid ? (parsed as LockRecord) : null };
  } catch {
    return { text, holder: null };
  }
}

/** A holder that cannot be read cannot be checked, so it does not count. */
function isHolderAlive(lockPath: string, holder: LockRecord | null): holder is LockRecord {
  if (!holder) return false;
  if (holder.hostname === hostname()) return isSameProcessAlive(holder);
  try {
    return Date.now() - statSync(lockPath).mtimeMs < FOREIGN_STALE_MS;
  } catch {
    return false;
  }
}

/** Creates the lock file with its whole content at once, or answers false if one exists. */
function tryCreate(lockPath: string, text: string): boolean {
  const partial = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, text, { mode: 0o644 });
  try {
    linkSync(partial, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(partial);
  }
}

/**
 * Moves a dead holder's lock away. If another starter replaced it meanwhile, the file moved is
 * theirs: it goes back, and the next round finds them alive.
 */
function removeStale(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third starter took the place: it now holds the lock, and the next round sees it.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the live
 * holder. A lock left by a process that died (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string, purpose: LockPurpose): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const own: LockRecord = {
    pid: process.pid,
    hostname: hostname(),
    startToken: startTokenOf('self'),
    purpose,
    startedAt: new Date().toISOString(),
  };
  const ownText = `${JSON.stringify(own, null, 2)}\n`;

  for (let round = 0; round < 5; round++) {
    if (tryCreate(lockPath, ownText)) return holding(lockPath, ownText);
    const current = readRecord(lockPath);
    if (!current) continue;
    if (isHolderAlive(lockPath, current.holder)) {
      throw new DataDirLockedError(dataDir, current.holder);
    }
    removeStale(lockPath, current.text);
  }
  throw new Error(`could not take ${lockPath}: other processes keep replacing it`);
}

function holding(lockPath: string, ownText: string): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // Gone or unwritable: release() and the next start sort it out.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    try {
      if (readFileSync(lockPath, 'utf8') === ownText) unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  // Every way out of the process (process.exit included) gives the lock back.
  process.on('exit', release);
  return { path: lockPath, release };
}
