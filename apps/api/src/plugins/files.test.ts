import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import {
  createStorageKey,
  isSafeStorageKey,
  localFileStore,
  s3FileStore,
  UnsafeStorageKeyError,
} from './files.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-store-'));
const root = path.join(dataDir, 'uploads');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const UNSAFE_KEYS = [
  '',
  '../secret',
  '2026/../../secret',
  '/etc/passwd',
  '.hidden',
  '2026/./x',
  '2026//x',
  '2026\\..\\secret',
  'a\0b',
  'x/',
  'C:/windows',
];

describe('storage keys', () => {
  it('are made under the year and month', () => {
    const key = createStorageKey(new Date('2026-11-05T10:00:00Z'));
    expect(key).toMatch(/^2026\/11\/[0-9a-f-]{36}$/);
    expect(isSafeStorageKey(key)).toBe(true);
    expect(createStorageKey()).not.toBe(createStorageKey());
  });

  it.each(UNSAFE_KEYS)('refuse %j', (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });
});

describe('the local store', () => {
  const store = localFileStore(root);

  it('saves in new folders, reads back and removes', async () => {
    expect(existsSync(root)).toBe(false);
    const key = createStorageKey();
    const body = Buffer.from('Vergi levhası içeriği');
    await store.save({ key, body, contentType: 'application/pdf' });
    expect(readFileSync(path.join(root, key))).toEqual(body);
    expect(await bytesOf(await store.read(key))).toEqual(body);

    await store.remove(key);
    expect(existsSync(path.join(root, key))).toBe(false);
    expect(await store.read(key)).toBeNull();
  });

  it('leaves no partial file behind', async () => {
    const key = createStorageKey();
    await store.save({ key, body: Buffer.alloc(64 * 1024, 1), contentType: 'image/png' });
    const folder = path.dirname(path.join(root, key));
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('answers null for a key with nothing stored and removes it without complaint', async () => {
    expect(await store.read('2026/01/yok')).toBeNull();
    await expect(store.remove('2026/01/yok')).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)('never lets the key %j out of its folder', async (key) => {
    writeFileSync(path.join(dataDir, 'secret'), 'gizli');
    await expect(
      store.save({ key, body: Buffer.from('x'), contentType: 'image/png' }),
    ).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    await expect(store.read(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    await expect(store.remove(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe('gizli');
  });
});

describe('S3 settings', () => {
  const S3 = {
    S3_BUCKET: 'teklifal',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  };

  it('are off without S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
  });

  it('are read when S3_BUCKET is set; a custom endpoint needs no region', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...S3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'teklifal',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      region: 'us-east-1',
    });
  });

  it.each([
    [{ ...S3, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID'],
    [{ ...S3, S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...S3, S3_ENDPOINT: undefined }, 'S3_REGION'],
    [{ ...S3, S3_ENDPOINT: 'ftp://depo' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
  ])('refuse %o with one line naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(variable);
    expect((error as Error).message.split('\n')).toHaveLength(1);
  });

  it('make an S3 store that refuses unsafe keys before any request', async () => {
    const store = s3FileStore({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'teklifal',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      region: 'us-east-1',
    });
    expect(store.kind).toBe('s3');
    await expect(store.read('../x')).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    await store.close();
  });
});
