import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { uploadPdf } from '../test/files.ts';
import { testConfig } from '../test/helper.ts';
import { signedInCompany } from '../test/procurement.ts';
import { DamagedBackupError } from './backup-archive.ts';
import { embeddedRowCounts } from './backup-database.ts';
import { filesUnder } from './backup-uploads.ts';
import { createBackup } from './backup.ts';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';
import { restoreBackup, RestoreRefusedError } from './restore.ts';

/**
 * npm run backup / restore on the embedded database: a DATA_DIR with a migrated database,
 * companies and uploaded files goes into one archive and comes back equal, table by table and
 * byte by byte, in another DATA_DIR.
 */

const run = promisify(execFile);
const command = fileURLToPath(new URL('./backup-command.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `teklifal-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let source: string;
let archive: string;

/** Every uploaded file's bytes, by key, as their SHA-256. */
async function uploadedFiles(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for await (const key of filesUnder(root)) {
    files[key] = createHash('sha256')
      .update(readFileSync(path.join(root, key)))
      .digest('hex');
  }
  return files;
}

/** The npm scripts' command, configured by the environment as npm run backup is. */
const backupCommand = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', command, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: dataDir },
  });

beforeAll(async () => {
  source = tempDir('backup-source');
  const config = testConfig({ dataDir: source, inMemoryDatabase: false });
  const database = await openDatabase({ dataDir: path.join(source, 'db') });
  const app = await buildApp({ config, database, logger: false });
  const buyer = await signedInCompany(app, { buyer: true });
  const seller = await signedInCompany(app, { seller: true });
  await uploadPdf(app, buyer, 'adAttachment', 'şartname.pdf');
  await uploadPdf(app, seller, 'bidAttachment', 'teklif.pdf');
  await app.close();
  writeFileSync(path.join(source, 'auth-secret'), 'generated-secret-generated-secret-01');
  archive = path.join(tempDir('backup-out'), 'teklifal.tar.gz');
}, 180_000);

describe('backup and restore of the embedded database', () => {
  it('round trip through the commands: every table and every file comes back equal', async () => {
    const before = await embeddedRowCounts(path.join(source, 'db'));
    expect(before['public.company']).toBe(2);
    const files = await uploadedFiles(source);
    expect(Object.keys(files)).toHaveLength(2);

    const made = await backupCommand(['backup', '--out', archive], source);
    expect(made.stdout).toContain('Backup written');
    const { stdout: listing } = await run('tar', ['-tzf', archive]);
    expect(listing.trim().split('\n').at(-1)).toBe('manifest.json');

    const target = tempDir('restore-target');
    const restored = await backupCommand(['restore', archive], target);
    expect(restored.stdout).toContain('Restored');
    expect(await embeddedRowCounts(path.join(target, 'db'))).toEqual(before);
    expect(await uploadedFiles(target)).toEqual(files);
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
      'generated-secret-generated-secret-01',
    );
    // The web push keys the app generated into DATA_DIR: devices' subscriptions name them.
    expect(readFileSync(path.join(target, 'vapid.json'), 'utf8')).toBe(
      readFileSync(path.join(source, 'vapid.json'), 'utf8'),
    );
  }, 120_000);

  it('refuses a target that holds a database or files unless forced', async () => {
    const target = tempDir('restore-full');
    const config = testConfig({ dataDir: target, inMemoryDatabase: false });
    mkdirSync(path.join(target, 'db'));
    writeFileSync(path.join(target, 'db', 'PG_VERSION'), '17');
    mkdirSync(path.join(target, 'uploads'));
    writeFileSync(path.join(target, 'uploads', 'old.pdf'), 'old');
    const refusal = restoreBackup(config, archive, { force: false });
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/hedef boş değil.*\n.*not empty.*DATA_DIR\/uploads/);

    await restoreBackup(config, archive, { force: true });
    expect(await uploadedFiles(target)).toEqual(await uploadedFiles(source));
    expect(readFileSync(path.join(target, 'db', 'PG_VERSION'), 'utf8')).not.toBe('17');
  }, 120_000);

  it('refuses a damaged archive and leaves the target as it was', async () => {
    const tar = gunzipSync(readFileSync(archive));
    // One byte of the PDF of an uploaded file changes; its manifest entry does not.
    const at = tar.indexOf('%PDF-1.4');
    tar[at + 1] = 'X'.charCodeAt(0);
    const damaged = path.join(tempDir('damaged'), 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tar));
    const target = tempDir('restore-damaged');
    const config = testConfig({ dataDir: target, inMemoryDatabase: false });
    await expect(restoreBackup(config, damaged, { force: false })).rejects.toThrow(
      DamagedBackupError,
    );
    expect(await uploadedFiles(target)).toEqual({});
    expect(() => readFileSync(path.join(target, 'db', 'PG_VERSION'))).toThrow();
  }, 120_000);

  it('will not copy the database while a server holds DATA_DIR', async () => {
    const lock = acquireDataDirLock(source, 'server');
    try {
      const config = testConfig({ dataDir: source, inMemoryDatabase: false });
      const out = path.join(tempDir('backup-locked'), 'x.tar.gz');
      await expect(createBackup(config, out)).rejects.toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });
});
