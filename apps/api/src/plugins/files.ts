import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Config } from '../config.ts';

/** Where the bytes of uploaded files live; the `file` table says what they are. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  save(props: { key: string; body: Buffer; contentType: string }): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Keys are made by the server (`2026/11/<uuid>`), never taken from a request. Still, a key is
 * accepted only as plain relative segments of letters, digits, `-`, `_` and inner dots: no
 * `..`, no leading `/`, no backslash, no NUL.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isSafeStorageKey = (key: string) => key.length <= 512 && SAFE_KEY.test(key);

/** A new key under the upload's year and month, e.g. `2026/11/0b6c...`. */
export function createStorageKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on local disk under `root` (DATA_DIR/uploads); folders are made on first use. */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
    const target = path.resolve(base, key);
    if (!target.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key);
    return target;
  };

  return {
    kind: 'local',
    async save({ key, body }) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx', mode: 0o640 });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const target = pathOf(key);
      try {
        const handle = await open(target, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}

/**
 * Files in an S3-compatible bucket. A custom endpoint (MinIO, Ceph, R2, ...) is addressed
 * path-style. Tested (files-s3.test.ts) against the in-process fake of test/fake-s3.ts, not
 * against AWS or MinIO.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const checked = (key: string) => {
    if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
    return key;
  };

  return {
    kind: 's3',
    async save({ key, body, contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: checked(key) }),
        );
        if (!answer.Body) return null;
        // In Node the SDK answers with the HTTP response itself, a Readable.
        if (answer.Body instanceof Readable) return answer.Body;
        throw new Error('S3 answered with a body that is not a Node stream');
      } catch (error) {
        if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}

/** File storage: local disk under DATA_DIR/uploads, or S3 when S3_BUCKET is set. */
export default fp(
  async function filesPlugin(app: FastifyInstance) {
    const store = app.config.s3
      ? s3FileStore(app.config.s3)
      : localFileStore(path.join(app.config.dataDir, 'uploads'));
    app.decorate('files', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'files', dependencies: ['config', 'db'] },
);
