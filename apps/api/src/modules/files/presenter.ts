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

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `inline; filename="Vergi levhasi.pdf"; filename*=UTF-8''Vergi%20levhas%C4%B1.pdf`: an ASCII
 * fallback for old clients and the real (Turkish) name for the rest (RFC 6266, RFC 5987).
 */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH_TO_ASCII[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
