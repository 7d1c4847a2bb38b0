import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { VAPID_FILE } from '../modules/push/push-keys.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  writeArchive,
  type ArchiveSource,
  type BackupManifest,
} from './backup-archive.ts';
import { dumpPostgres, embeddedDatabaseFiles, embeddedRowCounts } from './backup-database.ts';
import { uploadsStoreOf } from './backup-uploads.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

export const AUTH_SECRET_FILE = 'auth-secret';
/**
 * What DATA_DIR keeps beside the database when it generated it: the auth secret, and web push's
 * VAPID keys (modules/push/push-keys.ts; every device's subscription names their public key).
 */
export const DATA_DIR_SECRET_FILES = [AUTH_SECRET_FILE, VAPID_FILE];

/**
 * Writes one archive of the database, the uploaded files and DATA_DIR's generated auth secret
 * (backup-archive.ts). The embedded database is copied under the DATA_DIR lock, so it needs the
 * server stopped: a running PGlite's files are not a consistent copy, and only its own process
 * could dump it. PostgreSQL is dumped from one snapshot while the server runs.
 */
export async function createBackup(config: Config, outPath: string): Promise<BackupManifest> {
  if (existsSync(outPath)) throw new Error(`${outPath} already exists`);
  await mkdir(path.dirname(outPath), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(outPath), '.teklifal-backup-'));
  const uploads = await uploadsStoreOf(config);
  let lock: DataDirLock | undefined;
  try {
    let tables: Record<string, number>;
    let database: AsyncIterable<ArchiveSource>;
    if (config.databaseUrl) {
      const dumpFile = path.join(staging, 'postgres.dump');
      ({ tables } = await dumpPostgres(config.databaseUrl, dumpFile));
      const { size } = await stat(dumpFile);
      database = (async function* () {
        yield {
          name: 'database/postgres.dump',
          size,
          open: async () => createReadStream(dumpFile),
        };
      })();
    } else {
      lock = acquireDataDirLock(config.dataDir, 'backup');
      const dbDir = path.join(config.dataDir, 'db');
      if (!existsSync(dbDir)) throw new Error(`no embedded database in ${dbDir}`);
      tables = await embeddedRowCounts(dbDir);
      database = embeddedDatabaseFiles(dbDir);
    }
    let uploadCount = 0;
    async function* everything(): AsyncGenerator<ArchiveSource> {
      yield* database;
      for await (const file of uploads.list()) {
        uploadCount++;
        yield file;
      }
      for (const name of DATA_DIR_SECRET_FILES) {
        const secretFile = path.join(config.dataDir, name);
        if (!existsSync(secretFile)) continue;
        const { size } = await stat(secretFile);
        yield { name, size, mode: 0o600, open: async () => createReadStream(secretFile) };
      }
    }
    return await writeArchive(outPath, everything(), (listing) => ({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: config.databaseUrl ? 'postgres' : 'pglite', tables },
      uploads: { storage: uploads.storage, count: uploadCount },
      ...listing,
    }));
  } finally {
    lock?.release();
    uploads.close();
    await rm(staging, { recursive: true, force: true });
  }
}
