import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { DamagedBackupError, readArchive, type BackupManifest } from './backup-archive.ts';
import { embeddedRowCounts, postgresHasTables, restorePostgres } from './backup-database.ts';
import { filesUnder, uploadsStoreOf } from './backup-uploads.ts';
import { DATA_DIR_SECRET_FILES } from './backup.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

export class RestoreRefusedError extends Error {}

/** An archive's entry name as a path under `root`: plain relative segments only. */
function stagedPath(root: string, name: string): string {
  const segments = name.split('/');
  if (segments.some((part) => !part || part === '.' || part === '..' || /[\\\0]/.test(part))) {
    throw new DamagedBackupError(`unsafe entry name: ${JSON.stringify(name)}`);
  }
  const [top, ...rest] = segments;
  if (name === 'database/postgres.dump' || DATA_DIR_SECRET_FILES.includes(name)) {
    return path.join(root, name);
  }
  if (name === 'database/pglite') return path.join(root, 'db');
  if (top === 'database' && rest[0] === 'pglite' && rest.length > 1) {
    return path.join(root, 'db', ...rest.slice(1));
  }
  if (top === 'uploads' && rest.length > 0) return path.join(root, 'uploads', ...rest);
  throw new DamagedBackupError(`unexpected entry: ${name}`);
}

async function hasEntries(dir: string) {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

/** What the target already holds, in Turkish and English; empty when there is nothing. */
async function existingContent(config: Config): Promise<{ tr: string; en: string }[]> {
  const found: { tr: string; en: string }[] = [];
  const dbDir = path.join(config.dataDir, 'db');
  if (config.databaseUrl) {
    if (await postgresHasTables(config.databaseUrl)) {
      found.push({
        tr: 'PostgreSQL veritabanında tablolar',
        en: 'tables in the PostgreSQL database',
      });
    }
  } else if (await hasEntries(dbDir)) {
    found.push({
      tr: `${dbDir} içinde gömülü veritabanı`,
      en: `the embedded database in ${dbDir}`,
    });
  }
  const uploads = await uploadsStoreOf(config);
  try {
    if (await uploads.isEmpty()) return found;
  } finally {
    uploads.close();
  }
  found.push(
    config.s3
      ? {
          tr: `${config.s3.bucket} S3 kovasında dosyalar`,
          en: `files in S3 bucket ${config.s3.bucket}`,
        }
      : { tr: 'DATA_DIR/uploads içinde dosyalar', en: 'files in DATA_DIR/uploads' },
  );
  return found;
}

function differences(expected: Record<string, number>, actual: Record<string, number>) {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${name}: ${expected[name] ?? 'none'} in the backup, ${actual[name] ?? 'none'} restored`,
    );
}

/** Moves `staged` to `target`, the old one aside until the new one is in place. */
async function replace(target: string, staged: string, stamp: string) {
  if (!existsSync(staged)) await mkdir(staged, { recursive: true });
  const aside = `${target}.replaced-${stamp}`;
  const had = existsSync(target);
  if (had) await rename(target, aside);
  await rename(staged, target);
  if (had) await rm(aside, { recursive: true, force: true });
}

/**
 * Restores an archive of createBackup into the configured database and file storage. Refuses
 * a target that holds anything unless `force`. Everything is unpacked beside the target and
 * checked first (manifest, sizes, SHA-256, the embedded database's row counts), so a damaged
 * archive changes nothing; PostgreSQL is replaced in one transaction.
 */
export async function restoreBackup(
  config: Config,
  archivePath: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  if (!existsSync(archivePath)) throw new Error(`${archivePath} does not exist`);
  const lock: DataDirLock | undefined = config.databaseUrl
    ? undefined
    : acquireDataDirLock(config.dataDir, 'restore');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(config.dataDir, `.restore-${stamp}`);
  try {
    const existing = await existingContent(config);
    if (existing.length > 0 && !options.force) {
      const tr = existing.map((item) => item.tr).join('; ');
      const en = existing.map((item) => item.en).join('; ');
      throw new RestoreRefusedError(
        `Geri yükleme yapılmadı: hedef boş değil (${tr}). Üzerine yazmak için --force ekleyin.\n` +
          `Restore refused: the target is not empty (${en}). Add --force to replace it.`,
      );
    }
    await mkdir(staging, { recursive: true });
    const manifest = await readArchive(
      archivePath,
      async (name, content) => {
        const target = stagedPath(staging, name);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(Readable.from(content), createWriteStream(target, { mode: 0o600 }));
      },
      async (name) => {
        await mkdir(stagedPath(staging, name), { recursive: true, mode: 0o700 });
      },
    );
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new RestoreRefusedError(
        `this backup holds a ${manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database; ` +
          `the configuration points to ${kind === 'pglite' ? 'an embedded one' : 'PostgreSQL'} (DATABASE_URL)`,
      );
    }
    const check = (restored: Record<string, number>) => {
      const wrong = differences(manifest.database.tables, restored);
      if (wrong.length) throw new DamagedBackupError(`row counts differ: ${wrong.join(', ')}`);
    };
    if (config.databaseUrl) {
      check(
        await restorePostgres(config.databaseUrl, path.join(staging, 'database/postgres.dump')),
      );
    } else {
      check(await embeddedRowCounts(path.join(staging, 'db')));
      await replace(path.join(config.dataDir, 'db'), path.join(staging, 'db'), stamp);
    }
    const uploads = await uploadsStoreOf(config);
    try {
      if (uploads.storage === 'local') {
        await replace(path.join(config.dataDir, 'uploads'), path.join(staging, 'uploads'), stamp);
      } else {
        for await (const key of filesUnder(path.join(staging, 'uploads'))) {
          await uploads.put(key, path.join(staging, 'uploads', key));
        }
      }
    } finally {
      uploads.close();
    }
    for (const name of DATA_DIR_SECRET_FILES) {
      if (existsSync(path.join(staging, name))) {
        await rename(path.join(staging, name), path.join(config.dataDir, name));
      }
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}
