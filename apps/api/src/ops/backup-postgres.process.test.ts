import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { uploadPdf } from '../test/files.ts';
import { testConfig } from '../test/helper.ts';
import { signedInCompany } from '../test/procurement.ts';
import { countRows } from './backup-database.ts';
import { filesUnder } from './backup-uploads.ts';
import { createBackup } from './backup.ts';
import { restoreBackup, RestoreRefusedError } from './restore.ts';

/**
 * npm run backup / restore on PostgreSQL (only with TEST_DATABASE_URL): pg_dump of one
 * database and its uploads, restored into another database of the same server. Both
 * databases are made here and dropped afterwards.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const suffix = `${Date.now()}_${randomBytes(4).toString('hex')}`;
  const names = { source: `teklifal_backup_${suffix}`, target: `teklifal_restore_${suffix}` };
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-pg-backup-'));
    dirs.push(dir);
    return dir;
  };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function onServer(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  async function rowCounts(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await countRows(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  async function uploadedFiles(dataDir: string) {
    const root = path.join(dataDir, 'uploads');
    const files: Record<string, string> = {};
    for await (const key of filesUnder(root)) {
      files[key] = readFileSync(path.join(root, key)).toString('base64');
    }
    return files;
  }

  const source = testConfig({ inMemoryDatabase: false });
  let archive: string;

  beforeAll(async () => {
    source.databaseUrl = urlOf(names.source);
    await onServer(`create database "${names.source}"`);
    await onServer(`create database "${names.target}"`);
    source.dataDir = tempDir();
    const database = await openDatabase({ databaseUrl: source.databaseUrl });
    const app = await buildApp({ config: source, database, logger: false });
    const buyer = await signedInCompany(app, { buyer: true });
    await uploadPdf(app, buyer, 'adAttachment', 'şartname.pdf');
    await app.close();
    archive = path.join(tempDir(), 'teklifal.tar.gz');
  }, 120_000);

  afterAll(async () => {
    for (const name of Object.values(names)) {
      await onServer(`drop database if exists "${name}" with (force)`);
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('round trip: every table and every uploaded file comes back equal', async () => {
    const manifest = await createBackup(source, archive);
    expect(manifest.database.kind).toBe('postgres');
    const before = await rowCounts(source.databaseUrl ?? '');
    expect(manifest.database.tables).toEqual(before);
    expect(before['public.company']).toBe(1);

    const target = testConfig({
      databaseUrl: urlOf(names.target),
      inMemoryDatabase: false,
      dataDir: tempDir(),
    });
    await restoreBackup(target, archive, { force: false });
    expect(await rowCounts(target.databaseUrl ?? '')).toEqual(before);
    expect(await uploadedFiles(target.dataDir)).toEqual(await uploadedFiles(source.dataDir));

    // The target now holds data: refused, then replaced on request.
    await expect(restoreBackup(target, archive, { force: false })).rejects.toThrow(
      RestoreRefusedError,
    );
    await restoreBackup(target, archive, { force: true });
    expect(await rowCounts(target.databaseUrl ?? '')).toEqual(before);

    // The app opens it as its own: every migration is recorded as applied.
    const reopened = await openDatabase({ databaseUrl: target.databaseUrl });
    await reopened.close();
    expect(await rowCounts(target.databaseUrl ?? '')).toEqual(before);
  }, 120_000);
});
