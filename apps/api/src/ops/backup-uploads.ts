import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { ArchiveSource } from './backup-archive.ts';

/**
 * Where the uploaded files are (plugins/files.ts): DATA_DIR/uploads, or the S3 bucket. Files
 * are written once under a new key and never changed, so listing them after the database's
 * snapshot gives every file a row of the snapshot names (and perhaps a few newer ones).
 */
export interface UploadsStore {
  storage: 'local' | 's3';
  /** Every stored file as an archive entry `uploads/<key>`. */
  list(): AsyncIterable<ArchiveSource>;
  isEmpty(): Promise<boolean>;
  /** Restore to S3: writes one file from disk. */
  put(key: string, file: string): Promise<void>;
  close(): void;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * What is under `dir`, as keys with `/`, in a stable order, each directory before its content;
 * half-written `.partial` files (a save in progress) are skipped.
 */
export async function* entriesUnder(
  dir: string,
  prefix = '',
): AsyncGenerator<{ key: string; directory: boolean }> {
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { key, directory: true };
      yield* entriesUnder(dir, key);
    } else if (entry.isFile() && !entry.name.endsWith('.partial')) {
      yield { key, directory: false };
    }
  }
}

/** The files under `dir` (see entriesUnder). */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  for await (const entry of entriesUnder(dir)) if (!entry.directory) yield entry.key;
}

export function localUploads(root: string): UploadsStore {
  return {
    storage: 'local',
    async *list() {
      for await (const key of filesUnder(root)) {
        const file = path.join(root, key);
        const { size } = await stat(file);
        yield { name: `uploads/${key}`, size, open: async () => createReadStream(file) };
      }
    },
    async isEmpty() {
      for await (const _ of filesUnder(root)) return false;
      return true;
    },
    put: () => Promise.reject(new Error('local uploads are restored as a folder')),
    close() {},
  };
}

/** The same client settings as plugins/files.ts. Not tested against a real store here. */
export function s3Uploads(config: S3Config): UploadsStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  async function* objects(maxKeys?: number) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: config.bucket,
          ContinuationToken: token,
          ...(maxKeys ? { MaxKeys: maxKeys } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    storage: 's3',
    async *list() {
      for await (const { key, size } of objects()) {
        yield {
          name: `uploads/${key}`,
          size,
          open: async () => {
            const answer = await client.send(
              new GetObjectCommand({ Bucket: config.bucket, Key: key }),
            );
            if (!(answer.Body instanceof Readable)) throw new Error(`S3 sent no body for ${key}`);
            return answer.Body;
          },
        };
      }
    },
    async isEmpty() {
      for await (const _ of objects(1)) return false;
      return true;
    },
    async put(key, file) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: await readFile(file) }),
      );
    },
    close: () => client.destroy(),
  };
}
