import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../db/schema/index.ts';
import { startFakeS3, type FakeS3 } from '../test/fake-s3.ts';
import { PDF, uploadPdf } from '../test/files.ts';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../test/procurement.ts';
import { createStorageKey, s3FileStore } from './files.ts';

/**
 * Uploads with S3 configured, against the in-process fake of test/fake-s3.ts driven by the real
 * @aws-sdk/client-s3: the bytes a user uploads are the bytes in the bucket and the bytes served.
 * Not AWS or MinIO: only the part of the S3 API our code calls.
 */

const BUCKET = 'teklifal-uploads';
let s3: FakeS3;
let testApp: TestApp;
let buyer: CompanyUser;

beforeAll(async () => {
  s3 = await startFakeS3({ buckets: [BUCKET] });
  testApp = await createTestApp({ s3: s3.configFor(BUCKET) });
  buyer = await signedInCompany(testApp.app, { buyer: true });
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const storageKeyOf = async (id: string) => {
  const [row] = await testApp.app.db.select().from(file).where(eq(file.id, id));
  if (!row) throw new Error(`no file row ${id}`);
  return row.storageKey;
};

describe('uploads through the API with S3 configured', () => {
  it('land in the bucket with the same bytes and are served back from it', async () => {
    const uploaded = await uploadPdf(testApp.app, buyer, 'adAttachment', 'şartname.pdf');
    const key = await storageKeyOf(uploaded.id);
    const stored = s3.bucket(BUCKET).get(key);
    expect(stored?.body.equals(PDF)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');

    const response = await inject(testApp.app, {
      method: 'GET',
      url: uploaded.url,
      cookie: buyer.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(s3.requests).toContain(`GET /${BUCKET}/${key}?x-id=GetObject`);
  });

  it('answer 404 when the object is gone from the bucket (S3 NoSuchKey)', async () => {
    const uploaded = await uploadPdf(testApp.app, buyer, 'adAttachment', 'silinen.pdf');
    s3.bucket(BUCKET).delete(await storageKeyOf(uploaded.id));
    const response = await inject(testApp.app, {
      method: 'GET',
      url: uploaded.url,
      cookie: buyer.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the S3 store', () => {
  const store = () => s3FileStore(s3.configFor(BUCKET));

  it('saves, reads back and removes; a missing key reads as null', async () => {
    const files = store();
    const key = createStorageKey();
    // Every byte value, so no text encoding can pass for the real thing.
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    await files.save({ key, body, contentType: 'image/png' });
    expect(s3.bucket(BUCKET).get(key)?.body.equals(body)).toBe(true);
    expect((await bytesOf(await files.read(key))).equals(body)).toBe(true);

    await files.remove(key);
    expect(s3.bucket(BUCKET).has(key)).toBe(false);
    expect(await files.read(key)).toBeNull();
    await expect(files.remove(key)).resolves.toBeUndefined();
    await files.close();
  });

  it('sends an error of S3 on as an error, not as a missing file', async () => {
    const files = s3FileStore(s3.configFor('no-such-bucket'));
    await expect(files.read(createStorageKey())).rejects.toThrow(/no bucket/);
    await files.close();
  });
});

describe('the fake S3', () => {
  it('decodes a streamed PUT (aws-chunked with a checksum trailer) as S3 does', async () => {
    const client = new S3Client({
      ...s3.configFor(BUCKET),
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const body = Buffer.alloc(100_000, 'ç');
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'akis/dosya',
        Body: Readable.from([body.subarray(0, 30_000), body.subarray(30_000)]),
        ContentLength: body.length,
      }),
    );
    client.destroy();
    const stored = s3.bucket(BUCKET).get('akis/dosya');
    expect(stored?.body.equals(body)).toBe(true);
    expect(Object.keys(stored?.checksums ?? {})).toEqual(['x-amz-checksum-crc32']);
  });
});
