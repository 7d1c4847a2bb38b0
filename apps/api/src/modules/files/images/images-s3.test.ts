import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '../presenter.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../../test/helper.ts';
import { storeUpload } from '../commands/store-upload.ts';
import { imageOf } from '../test-helpers.ts';

/** Images stored in S3 (the in-process fake of test/fake-s3.ts) are resized like local ones. */

const BUCKET = 'teklifal-uploads';
let s3: FakeS3;
let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3({ buckets: [BUCKET] });
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-s3-images-'));
  testApp = await createTestApp({ s3: s3.configFor(BUCKET), dataDir });
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an image stored in S3', () => {
  it('is resized from the bucket, its copies kept on this server’s disk, not in the bucket', async () => {
    const { app } = testApp;
    const { userId } = await signUpAndSignIn(app);
    const row = await storeUpload(app.db, app.files, {
      actorUserId: userId,
      companyId: null,
      purpose: 'logo',
      originalName: 'logo.png',
      mimeType: 'image/png',
      body: await imageOf(800, 400),
      ip: '10.1.2.3',
    });
    expect(row).toMatchObject({ width: 800, height: 400 });
    expect([...s3.bucket(BUCKET).keys()]).toEqual([row.storageKey]);

    const served = await inject(app, {
      method: 'GET',
      url: `${fileUrl(row.id)}?w=320&format=webp`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    expect([...s3.bucket(BUCKET).keys()]).toEqual([row.storageKey]);
    const kept = path.join(
      dataDir,
      'image-variants',
      row.sha256.slice(0, 2),
      `${row.sha256}-320.webp`,
    );
    expect(existsSync(kept)).toBe(true);
  });
});
