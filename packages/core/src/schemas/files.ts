import { z } from 'zod';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageWidth } from '../files/images.ts';
import type { Locale } from '../constants.ts';
import { numberFormat } from '../format/intl.ts';
import { withFieldLabels } from './field-labels.ts';

/** What an uploaded file is for; each purpose has its own rules below. */
export const UPLOAD_PURPOSES = [
  'logo',
  'companyDocument',
  'content',
  'adAttachment',
  'bidAttachment',
  'chatAttachment',
  'supportAttachment',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The file types the platform accepts anywhere. The server decides a file's type by its
 * content (magic bytes), never by its name; the browser's quick check uses the name and the
 * type the browser reports, with the same table.
 */
export const FILE_KINDS = {
  png: { mimeType: 'image/png', label: 'PNG', extensions: ['.png'] },
  jpeg: { mimeType: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  webp: { mimeType: 'image/webp', label: 'WebP', extensions: ['.webp'] },
  pdf: { mimeType: 'application/pdf', label: 'PDF', extensions: ['.pdf'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    extensions: ['.docx'],
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'XLSX',
    extensions: ['.xlsx'],
  },
  doc: { mimeType: 'application/msword', label: 'DOC', extensions: ['.doc'] },
  xls: { mimeType: 'application/vnd.ms-excel', label: 'XLS', extensions: ['.xls'] },
} as const satisfies Record<
  string,
  { mimeType: string; label: string; extensions: readonly string[] }
>;
export type FileKind = keyof typeof FILE_KINDS;

const MB = 1024 * 1024;

export interface UploadRule {
  /** Accepted types, checked by content on the server. */
  kinds: readonly FileKind[];
  maxBytes: number;
}

const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const satisfies readonly FileKind[];

/**
 * The rules per purpose, the same on the server and in the browser. No SVG anywhere: an SVG
 * can carry script. Who uploads and who reads each purpose: FILE_ACCESS (policies/files.ts).
 */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  /** A company's logo. */
  logo: { kinds: IMAGE_KINDS, maxBytes: 2 * MB },
  /** Verification documents (vergi levhası, imza sirküleri). */
  companyDocument: {
    kinds: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'doc', 'xls'],
    maxBytes: 20 * MB,
  },
  /** Drawings, specifications and price lists on an ad or a bid. */
  adAttachment: {
    kinds: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'doc', 'xls'],
    maxBytes: 20 * MB,
  },
  bidAttachment: {
    kinds: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'doc', 'xls'],
    maxBytes: 20 * MB,
  },
  /** Files sent in an order's chat. */
  chatAttachment: {
    kinds: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'doc', 'xls'],
    maxBytes: 20 * MB,
  },
  /** Screenshots and documents sent with a support ticket. */
  supportAttachment: {
    kinds: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'doc', 'xls'],
    maxBytes: 10 * MB,
  },
  /** Images of blog posts and announcements. */
  content: { kinds: IMAGE_KINDS, maxBytes: 5 * MB },
};

/** The largest file any purpose accepts. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

export const allowedMimeTypes = (purpose: UploadPurpose): string[] =>
  UPLOAD_RULES[purpose].kinds.map((kind) => FILE_KINDS[kind].mimeType);

/** 'PNG, JPEG, WebP': the allowed types as people know them, for messages. */
export const allowedTypesLabel = (purpose: UploadPurpose): string =>
  UPLOAD_RULES[purpose].kinds.map((kind) => FILE_KINDS[kind].label).join(', ');

/** The `accept` attribute of a file input: MIME types and extensions. */
export const acceptAttribute = (purpose: UploadPurpose): string =>
  UPLOAD_RULES[purpose].kinds
    .flatMap((kind) => [FILE_KINDS[kind].mimeType, ...FILE_KINDS[kind].extensions])
    .join(',');

/** A size as people read it: `2 MB`, `1,5 MB` in Turkish, `340 KB`, `12 B`. */
export function formatFileSize(bytes: number, locale: Locale = 'tr'): string {
  const format = numberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    maximumFractionDigits: 1,
  });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${format.format(Math.round(bytes / 1024))} KB`;
  return `${format.format(Math.round((bytes / MB) * 10) / 10)} MB`;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The browser's best guess of a chosen file's type: the type it reports when the table knows
 * it, otherwise the one its extension names. Only for the quick check before uploading.
 */
export function guessMimeType(file: { name: string; type?: string }): string | undefined {
  const kinds = Object.values(FILE_KINDS);
  const reported = file.type?.toLowerCase();
  if (reported && kinds.some((kind) => kind.mimeType === reported)) return reported;
  const extension = extensionOf(file.name);
  const byName = kinds.find((kind) => (kind.extensions as readonly string[]).includes(extension));
  return byName?.mimeType ?? (reported || undefined);
}

export interface UploadProblem {
  messageKey: 'files.empty' | 'files.tooLarge' | 'files.wrongType';
  params: Record<string, string>;
}

/**
 * Whether a file fits its purpose: not empty, not larger than allowed, an allowed type.
 * The server passes the type found in the content; the browser passes its guess.
 */
export function checkUpload(
  purpose: UploadPurpose,
  file: { mimeType: string | undefined; size: number },
): UploadProblem | null {
  const rule = UPLOAD_RULES[purpose];
  if (file.size === 0) return { messageKey: 'files.empty', params: {} };
  if (file.size > rule.maxBytes) {
    return { messageKey: 'files.tooLarge', params: { max: formatFileSize(rule.maxBytes) } };
  }
  if (!file.mimeType || !allowedMimeTypes(purpose).includes(file.mimeType)) {
    return { messageKey: 'files.wrongType', params: { types: allowedTypesLabel(purpose) } };
  }
  return null;
}

export const UploadPurposeField = z.enum(UPLOAD_PURPOSES, { error: 'validation.oneOf' });

/** What POST /api/files answers; `url` serves the bytes to those who may read them. */
export const UploadedFile = z.object({
  id: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type UploadedFile = z.output<typeof UploadedFile>;

export const FileIdParams = z.object({ id: z.string().trim().min(1).max(100) });

// ---------------------------------------------------------------- images in the sizes a page needs

const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

/** `?w=640&format=webp` on a file's address: one of the listed widths, one of the formats. */
export const ImageVariantQuery = withFieldLabels(
  z.object({
    w: z.coerce
      .number()
      .refine(isImageWidth, { error: 'validation.oneOf' })
      .optional()
      .describe(`The width in pixels, one of ${IMAGE_WIDTHS.join(', ')}`),
    format: z
      .enum(IMAGE_FORMATS, { error: 'validation.oneOf' })
      .optional()
      .describe('`avif` or `webp`; without it the image keeps its own type'),
  }),
  { w: 'files.width', format: 'files.format' },
);

/** An uploaded image's size in pixels as shown, and what holds its place while it loads. */
export const ImageFacts = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string().describe('A tiny blurred WebP as a data: URI, a few hundred bytes'),
});
export type ImageFacts = z.output<typeof ImageFacts>;

/** An uploaded image as a page shows it: enough to reserve its box in the first render. */
export const ImageView = ImageFacts.extend({ url: z.string() });
export type ImageView = z.output<typeof ImageView>;

/** What POST /api/files answers: the file, and for an image its size and placeholder. */
export const StoredFile = UploadedFile.extend({
  image: ImageFacts.nullable().describe(
    'An image served in other sizes too (`?w=`, `?format=`); null for other files',
  ),
});
export type StoredFile = z.output<typeof StoredFile>;
