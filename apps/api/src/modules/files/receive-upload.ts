import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import {
  allowedTypesLabel,
  checkUpload,
  FILE_KINDS,
  MAX_UPLOAD_BYTES,
  UPLOAD_RULES,
  UploadPurposeField,
  formatFileSize,
  type FieldError,
  type UploadPurpose,
} from '@teklifal/core';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import { detectMimeType } from './detect-type.ts';

/**
 * Busboy's limits for one upload request: one file a little over the largest purpose's limit
 * (so the purpose's own check answers), a couple of short fields.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES + 64 * 1024,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

export interface ReceivedUpload {
  purpose: UploadPurpose;
  originalName: string;
  /** Found in the content, not taken from the request. */
  mimeType: string;
  body: Buffer;
}

/** Reads a file part, keeping at most `max` bytes; the rest is read and dropped. */
async function readAtMost(
  stream: Readable & { truncated?: boolean },
  max: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  if (size > max || stream.truncated) return null;
  return Buffer.concat(chunks);
}

/** A name that is safe to keep and show: no folders, no invisible characters, not too long. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // Control and format characters out, bidi overrides included ("gpj.exe" shown backwards).
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const chars = Array.from(clean);
  if (chars.length === 0) return 'dosya';
  if (chars.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return chars.slice(0, 200 - extension.length).join('') + extension;
}

/**
 * The name ends as what the file is, decided by its content: a PNG sent as `fatura.pdf.exe`
 * is kept as `fatura.png`, so no one downloads it expecting a PDF or a program. Trailing
 * endings that are not this type's are dropped; a right one stays as written (`.JPEG`).
 */
export function nameForType(name: string, mimeType: string): string {
  const kind = Object.values(FILE_KINDS).find((entry) => entry.mimeType === mimeType);
  if (!kind) return name;
  const extensions: readonly string[] = kind.extensions;
  let stem = name;
  for (;;) {
    const match = /\.[A-Za-z0-9]{1,5}$/.exec(stem);
    if (!match) break;
    if (extensions.includes(match[0].toLowerCase())) return stem;
    if (match.index === 0) break;
    stem = stem.slice(0, match.index);
  }
  return `${stem}${extensions[0] ?? ''}`;
}

/**
 * After a refusal in the middle of the body: stop parsing and let the rest of the request flow
 * away unread, so the client gets the answer and the connection is not left hanging.
 */
function discardRest(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
}

/**
 * Reads `POST /api/files`: the `purpose` field, then the `file`. The purpose is authorized as
 * soon as it arrives, so the file of a refused upload is never parsed; the file is read into memory up
 * to its purpose's limit and its type is found in its content. Every refusal is a problem
 * naming the field; nothing is stored here.
 */
export async function receiveUpload(
  request: FastifyRequest,
  authorize: (purpose: UploadPurpose) => void,
): Promise<ReceivedUpload> {
  try {
    return await readAndCheck(request, authorize);
  } catch (error) {
    discardRest(request);
    throw error;
  }
}

async function readAndCheck(
  request: FastifyRequest,
  authorize: (purpose: UploadPurpose) => void,
): Promise<ReceivedUpload> {
  const locale = request.locale;
  const invalid = (errors: FieldError[]) => new ProblemError('VALIDATION', { errors });
  const required = (field: 'purpose' | 'file') =>
    fieldError(locale, field, 'validation.required', { field: `fields.${field}` });

  if (!request.isMultipart()) throw invalid([required('purpose'), required('file')]);

  let purpose: UploadPurpose | undefined;
  let authorized = false;
  let received: { filename: string; body: Buffer | null } | undefined;
  const { multipartErrors } = request.server;
  try {
    const parts = request.parts({ limits: MULTIPART_LIMITS });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose' || purpose !== undefined) continue;
        const parsed = UploadPurposeField.safeParse(part.value);
        if (!parsed.success) {
          throw invalid([
            fieldError(locale, 'purpose', 'validation.oneOf', { field: 'fields.purpose' }),
          ]);
        }
        purpose = parsed.data;
        authorize(purpose);
        authorized = true;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        await readAtMost(part.file, 0);
        continue;
      }
      const max = purpose ? UPLOAD_RULES[purpose].maxBytes : MAX_UPLOAD_BYTES;
      received = { filename: part.filename, body: await readAtMost(part.file, max) };
    }
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    if (error instanceof multipartErrors.FilesLimitError) {
      throw invalid([fieldError(locale, 'file', 'files.oneFile')]);
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw invalid([fieldError(locale, 'file', 'files.unreadable')]);
  }

  if (!purpose || !received) {
    throw invalid([
      ...(purpose ? [] : [required('purpose')]),
      ...(received ? [] : [required('file')]),
    ]);
  }
  if (!authorized) authorize(purpose);

  const rule = UPLOAD_RULES[purpose];
  const { body } = received;
  if (!body || body.length > rule.maxBytes) {
    throw invalid([
      fieldError(locale, 'file', 'files.tooLarge', { max: formatFileSize(rule.maxBytes) }),
    ]);
  }
  const mimeType = await detectMimeType(body);
  const problem = checkUpload(purpose, { mimeType, size: body.length });
  if (problem || !mimeType) {
    const { messageKey, params } = problem ?? {
      messageKey: 'files.wrongType',
      params: { types: allowedTypesLabel(purpose) },
    };
    throw invalid([fieldError(locale, 'file', messageKey, params)]);
  }
  const originalName = nameForType(cleanFileName(received.filename), mimeType);
  return { purpose, originalName, mimeType, body };
}
