import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
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

/** The configured store; the S3 client loads only when S3 is configured. */
export async function uploadsStoreOf(config: Config): Promise<UploadsStore> {
  if (!config.s3) return localUploads(path.join(config.dataDir, 'uploads'));
  const { s3Uploads } = await import('./backup-uploads-s3.ts');
  return s3Uploads(config.s3);
}
