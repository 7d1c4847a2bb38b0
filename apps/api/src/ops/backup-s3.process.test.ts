import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { startFakeS3, type FakeS3 } from '../test/fake-s3.ts';
import { PDF, uploadPdf } from '../test/files.ts';
import { inject, testConfig } from '../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../test/procurement.ts';
import { embeddedRowCounts } from './backup-database.ts';
import { createBackup } from './backup.ts';
import { restoreBackup, RestoreRefusedError } from './restore.ts';

/**
 * npm run backup / restore with the uploads in S3, against the in-process fake of
 * test/fake-s3.ts (the real @aws-sdk/client-s3 talking to it; not AWS or MinIO): a DATA_DIR with
 * an embedded database and its files in bucket A goes into one archive, and comes back into an
 * empty DATA_DIR and an empty bucket B, every object byte for byte.
 */

const SOURCE_BUCKET = 'teklifal-a';
const TARGET_BUCKET = 'teklifal-b';
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `teklifal-${name}-`));
  dirs.push(dir);
  return dir;
};

let s3: FakeS3;
let source: Config;
let archive: string;
let buyer: CompanyUser;
let uploadedUrl: string;

/** The bucket's objects as key → bytes, for comparing two buckets. */
const contentOf = (bucket: string) =>
  Object.fromEntries([...s3.bucket(bucket)].map(([key, object]) => [key, object.body]));

beforeAll(async () => {
  // Two keys a page, so the backup's listing has to follow continuation tokens.
  s3 = await startFakeS3({ buckets: [SOURCE_BUCKET, TARGET_BUCKET], maxKeysCap: 2 });
  const dataDir = tempDir('backup-s3-source');
  source = testConfig({ dataDir, inMemoryDatabase: false, s3: s3.configFor(SOURCE_BUCKET) });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config: source, database, logger: false });
  buyer = await signedInCompany(app, { buyer: true });
  const seller = await signedInCompany(app, { seller: true });
  uploadedUrl = (await uploadPdf(app, buyer, 'adAttachment', 'şartname.pdf')).url;
  await uploadPdf(app, seller, 'bidAttachment', 'teklif.pdf');
  await app.close();
  // Objects of every byte value and of none, beside the two the app wrote.
  const bytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7) % 256));
  s3.putObject(SOURCE_BUCKET, '2026/01/ikili', bytes(300_000));
  s3.putObject(SOURCE_BUCKET, '2026/01/bos', Buffer.alloc(0));
  s3.putObject(SOURCE_BUCKET, '2026/02/kucuk', bytes(3));
  archive = path.join(tempDir('backup-s3-out'), 'teklifal.tar.gz');
}, 180_000);

afterAll(async () => {
  await s3?.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('backup and restore with the uploads in S3', () => {
  it('every object of bucket A comes back into an empty bucket B, byte for byte', async () => {
    const before = await embeddedRowCounts(path.join(source.dataDir, 'db'));
    const made = await createBackup(source, archive);
    expect(made.uploads).toEqual({ storage: 's3', count: 5 });

    const target = testConfig({
      dataDir: tempDir('restore-s3-target'),
      inMemoryDatabase: false,
      s3: s3.configFor(TARGET_BUCKET),
    });
    await restoreBackup(target, archive, { force: false });
    expect(await embeddedRowCounts(path.join(target.dataDir, 'db'))).toEqual(before);
    expect(s3.bucket(TARGET_BUCKET).size).toBe(5);
    expect(contentOf(TARGET_BUCKET)).toEqual(contentOf(SOURCE_BUCKET));
    expect(s3.requests.some((request) => request.includes('continuation-token='))).toBe(true);

    // The restored server serves a file uploaded before the backup from bucket B.
    const database = await openDatabase({ dataDir: path.join(target.dataDir, 'db') });
    const app = await buildApp({ config: target, database, logger: false });
    try {
      const response = await inject(app, { method: 'GET', url: uploadedUrl, cookie: buyer.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a bucket that holds objects unless forced', async () => {
    const target = testConfig({
      dataDir: tempDir('restore-s3-full'),
      inMemoryDatabase: false,
      s3: s3.configFor(TARGET_BUCKET),
    });
    s3.bucket(TARGET_BUCKET).clear();
    s3.putObject(TARGET_BUCKET, '2025/12/eski', Buffer.from('eski'));
    const refusal = restoreBackup(target, archive, { force: false });
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(`files in S3 bucket ${TARGET_BUCKET}`);
    expect(s3.bucket(TARGET_BUCKET).size).toBe(1);

    await restoreBackup(target, archive, { force: true });
    // Objects that are not in the archive stay (README: the restore only uploads).
    expect(contentOf(TARGET_BUCKET)).toEqual({
      ...contentOf(SOURCE_BUCKET),
      '2025/12/eski': Buffer.from('eski'),
    });
  }, 120_000);
});

describe('a folder marker in the bucket', () => {
  // The S3 console's "Create folder" makes an empty object named `2026/`.
  it('is left out, so the archive stays restorable', async () => {
    const dataDir = tempDir('backup-s3-marker');
    const config = { ...source, s3: s3.configFor('teklifal-marker') };
    s3.addBucket('teklifal-marker');
    for (const [key, object] of s3.bucket(SOURCE_BUCKET)) {
      s3.bucket('teklifal-marker').set(key, object);
    }
    s3.putObject('teklifal-marker', '2026/', Buffer.alloc(0));
    const out = path.join(tempDir('backup-s3-marker-out'), 'teklifal.tar.gz');
    const made = await createBackup(config, out);
    expect(made.uploads.count).toBe(5);

    s3.addBucket('teklifal-marker-target');
    const target = testConfig({
      dataDir,
      inMemoryDatabase: false,
      s3: s3.configFor('teklifal-marker-target'),
    });
    await restoreBackup(target, out, { force: false });
    expect(contentOf('teklifal-marker-target')).toEqual(contentOf(SOURCE_BUCKET));
  }, 120_000);
});
