import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImageFormat, ImageWidth } from '@teklifal/core';
import type { FileRow } from '../presenter.ts';
import type { FileStore } from '../../../plugins/files.ts';
import { imageWork, openImage } from './image-work.ts';

type OutputFormat = ImageFormat | 'jpeg' | 'png';

const OUTPUT_TYPES: Record<OutputFormat, { mimeType: string; extension: string }> = {
  avif: { mimeType: 'image/avif', extension: 'avif' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
};

const OWN_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const SHA256 = /^[0-9a-f]{64}$/;

/** An image whose size the server has read (see readImageFacts). */
export type ResizableRow = FileRow & { width: number };

export interface VariantRequest {
  width?: ImageWidth | undefined;
  format?: ImageFormat | undefined;
}

/** A copy of an image in one width and format, ready on disk. */
export interface ImageVariant {
  path: string;
  mimeType: string;
  size: number;
  width: number;
  format: OutputFormat;
  /** `"<sha256 of the original>-<width>.<extension>"`: the bytes never change under it. */
  etag: string;
  extension: string;
}

/** Encoder settings: what looks like the original at a glance, at a fraction of its bytes. */
function encode(pipeline: ReturnType<typeof openImage>, format: OutputFormat) {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 4 });
    case 'webp':
      return pipeline.webp({ quality: 75, effort: 4 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sizeOf(target: string): Promise<number | null> {
  try {
    return (await stat(target)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Resized copies of uploaded images, made with sharp on first request and kept on this
 * machine's disk under `dir` (DATA_DIR/image-variants). They are a cache: named by the
 * original's checksum, width and format, so they never go stale, two uploads of the same bytes
 * share them, and deleting the folder only costs the work of making them again. They are not
 * written to the file store (S3): the store keeps each upload once and only what users sent.
 *
 * Two requests for a copy not yet made wait for one job; the copy is written beside its name
 * and renamed, so no reader (another process included) sees half a file.
 */
export function imageVariantCache(props: { dir: string; store: FileStore }) {
  const base = path.resolve(props.dir);
  const inFlight = new Map<string, Promise<ImageVariant | null>>();

  async function make(
    row: FileRow,
    target: string,
    width: number,
    format: OutputFormat,
  ): Promise<boolean> {
    const stream = await props.store.read(row.storageKey);
    if (!stream) return false;
    const original = await readAll(stream);
    const bytes = await imageWork.run(() =>
      encode(openImage(original).resize({ width, withoutEnlargement: true }), format).toBuffer(),
    );
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return true;
  }

  /**
   * Which copy a request names: a listed width (the image's own when larger or not given) in a
   * format (its own when not given). Nothing is read or made.
   */
  function describe(row: ResizableRow, request: VariantRequest): Omit<ImageVariant, 'size'> {
    if (!SHA256.test(row.sha256)) throw new Error(`file ${row.id} has no valid checksum`);
    const width = Math.min(request.width ?? row.width, row.width);
    const format = request.format ?? OWN_FORMATS[row.mimeType];
    if (!format) throw new Error(`no image format for ${row.mimeType}`);
    const { mimeType, extension } = OUTPUT_TYPES[format];
    // The checksum is hex, so the name is safe; two letters of it spread the folders.
    const name = `${row.sha256}-${width}.${extension}`;
    return {
      path: path.join(base, row.sha256.slice(0, 2), name),
      mimeType,
      width,
      format,
      etag: `"${name}"`,
      extension,
    };
  }

  return {
    describe,
    /** The copy, made now when it is not yet on disk; null when the original's bytes are gone. */
    async get(row: ResizableRow, request: VariantRequest): Promise<ImageVariant | null> {
      const described = describe(row, request);
      const target = described.path;
      const existing = await sizeOf(target);
      if (existing !== null) return { ...described, size: existing };
      let pending = inFlight.get(target);
      if (!pending) {
        pending = make(row, target, described.width, described.format)
          .then(async (made) => {
            const size = made ? await sizeOf(target) : null;
            return size === null ? null : { ...described, size };
          })
          .finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      return pending;
    },
  };
}

export type ImageVariantCache = ReturnType<typeof imageVariantCache>;
