import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

export type Holder =
  | { kind: 'free' }
  /** A process that has the database's files open: a running server. */
  | { kind: 'process'; pid: number }
  /** The lock file is there and this system cannot tell who holds it (no /proc). */
  | { kind: 'unknown'; lockFile: string };

/**
 * Whether another process has the embedded database in `databaseDir` open. PGlite takes no
 * lock a second process would respect: both would write the same files and break them. It
 * does leave `postmaster.pid` while open (also after a crash, so the file alone is no proof);
 * on Linux the open files of every process tell for sure.
 */
export function embeddedDatabaseHolder(databaseDir: string): Holder {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return { kind: 'free' };
  if (!existsSync('/proc/self/fd')) return { kind: 'unknown', lockFile };
  const inside = realpathSync(databaseDir) + path.sep;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (openFiles(pid).some((file) => file.startsWith(inside))) return { kind: 'process', pid };
  }
  return { kind: 'free' };
}

/** The files a process has open; none when it has ended or belongs to another user. */
function openFiles(pid: number): string[] {
  try {
    const dir = `/proc/${pid}/fd`;
    return readdirSync(dir).flatMap((fd) => {
      try {
        return [readlinkSync(path.join(dir, fd))];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** What to tell the operator, in Turkish and English; null when the database is free. */
export function holderMessage(holder: Holder, databaseDir: string): string | null {
  switch (holder.kind) {
    case 'free':
      return null;
    case 'process':
      return [
        `Gömülü veritabanı (${databaseDir}) çalışan bir sunucuda açık (süreç ${holder.pid}).`,
        'Önce sunucuyu durdurun, sonra aktarımı yeniden çalıştırın.',
        `The embedded database is held by a running server (process ${holder.pid}):`,
        'stop the server first, then run the import again.',
      ].join('\n');
    case 'unknown':
      return [
        `Gömülü veritabanı (${databaseDir}) başka bir süreçte açık olabilir: ${holder.lockFile} var.`,
        'Sunucu çalışıyorsa durdurun. Çalışmıyorsa bu dosya düzgün kapanmamış bir sunucudan',
        'kalmıştır: silip aktarımı yeniden çalıştırın.',
        `The embedded database may be held by a running server (${holder.lockFile} exists).`,
        'Stop the server; if none runs, the file is left from an unclean stop: delete it and run',
        'the import again.',
      ].join('\n');
  }
}
