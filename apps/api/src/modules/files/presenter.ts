import type { StoredFile } from '@teklifal/core';
import { fileUrl, imageFactsOf, type FileRow } from '../../lib/files.ts';

export const presentFile = (row: FileRow): StoredFile => ({
  id: row.id,
  originalName: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
  url: fileUrl(row.id),
  image: imageFactsOf(row),
});

/** The name of a copy of an image in another format: `kapak.png` as WebP is `kapak.webp`. */
export function variantName(originalName: string, extension: string): string {
  const dot = originalName.lastIndexOf('.');
  return `${dot > 0 ? originalName.slice(0, dot) : originalName}.${extension}`;
}

const INLINE_TYPES = new Set(['application/pdf']);

/** Images and PDFs open in the browser; office files are downloaded. */
export const isShownInline = (mimeType: string) =>
  mimeType.startsWith('image/') || INLINE_TYPES.has(mimeType);
