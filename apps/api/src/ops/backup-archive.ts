import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar.ts';

/**
 * One backup is one .tar.gz: the database (`database/…`), the uploaded files (`uploads/<key>`),
 * DATA_DIR's generated auth secret when there is one, and last `manifest.json`, which lists
 * every other entry with its size and SHA-256 and the row count of every table.
 */
export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'teklifal-backup';
export const FORMAT_VERSION = 1;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `schema.table` → rows, taken in the same snapshot as the dump. */
    tables: z.record(z.string(), z.number().int()),
  }),
  uploads: z.object({ storage: z.enum(['local', 's3']), count: z.number().int() }),
  files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string() })),
  /** Folders, kept for the empty ones a PostgreSQL data directory needs. */
  directories: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = BackupManifest['files'][number];

/** One file (or folder) to put in the archive; its size is known before its bytes are read. */
export interface ArchiveSource {
  name: string;
  type?: 'file' | 'directory';
  size: number;
  mode?: number;
  open: () => Promise<AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>>;
}

type Listing = Pick<BackupManifest, 'files' | 'directories'>;

async function* tarOf(
  sources: AsyncIterable<ArchiveSource>,
  manifestOf: (listing: Listing) => BackupManifest,
): AsyncGenerator<Buffer> {
  const listing: Listing = { files: [], directories: [] };
  for await (const source of sources) {
    if (source.type === 'directory') {
      yield tarHeader({ name: `${source.name}/`, size: 0, mode: 0o700, type: 'directory' });
      listing.directories.push(source.name);
      continue;
    }
    yield tarHeader({ name: source.name, size: source.size, mode: source.mode ?? 0o644 });
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of await source.open()) {
      const bytes = Buffer.from(chunk);
      size += bytes.length;
      if (size > source.size) break;
      hash.update(bytes);
      yield bytes;
    }
    if (size !== source.size) {
      throw new Error(`${source.name} changed while it was being backed up`);
    }
    yield tarPadding(size);
    listing.files.push({ path: source.name, size, sha256: hash.digest('hex') });
  }
  const manifest = Buffer.from(`${JSON.stringify(manifestOf(listing), null, 2)}\n`);
  yield tarHeader({ name: MANIFEST_NAME, size: manifest.length });
  yield manifest;
  yield tarPadding(manifest.length);
  yield tarEnd();
}

/** Writes the archive beside `outPath` and renames it there once complete. */
export async function writeArchive(
  outPath: string,
  sources: AsyncIterable<ArchiveSource>,
  manifestOf: (listing: Listing) => BackupManifest,
): Promise<BackupManifest> {
  const partial = `${outPath}.partial`;
  let manifest: BackupManifest | undefined;
  const withManifest = (listing: Listing) => (manifest = manifestOf(listing));
  try {
    await pipeline(
      Readable.from(tarOf(sources, withManifest)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, outPath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  if (!manifest) throw new Error('the archive was written without its manifest');
  return manifest;
}

export class DamagedBackupError extends Error {}

/**
 * Reads an archive, handing each file to `onFile` (each folder to `onDirectory`) as it passes,
 * then checks it against its manifest: the format, and every file there and nowhere else, each
 * of its size and SHA-256. Throws DamagedBackupError otherwise; what was written must then be
 * thrown away.
 */
export async function readArchive(
  archivePath: string,
  onFile: (name: string, content: AsyncIterable<Buffer>) => Promise<void>,
  onDirectory: (name: string) => Promise<void>,
): Promise<BackupManifest> {
  const seen = new Map<string, ManifestFile>();
  const directories = new Set<string>();
  let manifestText: string | undefined;
  const gunzipped = createReadStream(archivePath).pipe(createGunzip());
  try {
    for await (const entry of readTar(gunzipped)) {
      if (manifestText !== undefined) throw new DamagedBackupError('entries after the manifest');
      if (entry.name === MANIFEST_NAME) {
        const parts: Buffer[] = [];
        for await (const chunk of entry.content) parts.push(chunk);
        manifestText = Buffer.concat(parts).toString('utf8');
        continue;
      }
      if (seen.has(entry.name) || directories.has(entry.name)) {
        throw new DamagedBackupError(`${entry.name} appears twice`);
      }
      if (entry.type === 'directory') {
        directories.add(entry.name);
        await onDirectory(entry.name);
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      async function* hashed() {
        for await (const chunk of entry.content) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      }
      await onFile(entry.name, hashed());
      seen.set(entry.name, { path: entry.name, size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    gunzipped.destroy();
    if (error instanceof DamagedBackupError) throw error;
    throw new DamagedBackupError(`unreadable archive: ${(error as Error).message}`);
  }
  return checkedManifest(manifestText, seen, directories);
}

function checkedManifest(
  text: string | undefined,
  seen: Map<string, ManifestFile>,
  directories: Set<string>,
) {
  if (text === undefined) throw new DamagedBackupError('no manifest.json: not a complete backup');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DamagedBackupError('manifest.json is not JSON');
  }
  const format = (raw as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format === FORMAT && format.formatVersion !== FORMAT_VERSION) {
    throw new DamagedBackupError(
      `backup format ${String(format.formatVersion)}; this version reads format ${FORMAT_VERSION}`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw new DamagedBackupError('manifest.json is not a TeklifAl manifest');
  const manifest = parsed.data;
  for (const file of manifest.files) {
    const found = seen.get(file.path);
    if (!found) throw new DamagedBackupError(`${file.path} is listed but missing`);
    if (found.size !== file.size || found.sha256 !== file.sha256) {
      throw new DamagedBackupError(`${file.path} differs from its manifest entry`);
    }
    seen.delete(file.path);
  }
  const extra = [...seen.keys()][0];
  if (extra) throw new DamagedBackupError(`${extra} is not in the manifest`);
  const listed = new Set(manifest.directories);
  for (const directory of directories) {
    if (!listed.delete(directory))
      throw new DamagedBackupError(`${directory} is not in the manifest`);
  }
  const missing = [...listed][0];
  if (missing) throw new DamagedBackupError(`${missing} is listed but missing`);
  return manifest;
}
