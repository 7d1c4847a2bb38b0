import type { AttachmentView, ImageFacts, StoredFile } from '@teklifal/core';
import type { file } from './schema.ts';

export type FileRow = typeof file.$inferSelect;

/** Where a file's bytes are served (GET /api/files/:id). */
export const fileUrl = (id: string) => `/api/files/${id}`;

/** An image's size and placeholder, when the server has read them (see readImageFacts). */
export function imageFactsOf(
  row: Pick<FileRow, 'width' | 'height' | 'placeholder'>,
): ImageFacts | null {
  const { width, height, placeholder } = row;
  return width && height && placeholder ? { width, height, placeholder } : null;
}

/** A file attached to an ad or a bid, as it leaves the server. */
export const presentAttachment = (row: FileRow): AttachmentView => ({
  fileId: row.id,
  originalName: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
  url: fileUrl(row.id),
});

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
