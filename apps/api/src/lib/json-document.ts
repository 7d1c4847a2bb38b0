import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES } from '../plugins/compression.ts';
import { ProblemError } from './problem.ts';

type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A JSON answer that many requests share (site settings, the sector list, a content page):
 * serialized once, with an ETag, and compressed once per encoding on first demand. Serializing
 * the 37 KB sector list took a third of each request's time; compressing it per request, more.
 * Made once per change, so the compression can be thorough.
 */
export class JsonDocument {
  readonly body: string;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  /** `body`: the value already serialized (a route's own serializer), else JSON.stringify's. */
  constructor(value: unknown, body?: string) {
    this.body = body ?? JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : zlib.gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Sends a shared document: 304 when the client holds this version (`If-None-Match`), else its
 * body, compressed when the client accepts it. `no-cache`: browsers keep it but ask each time,
 * so a change is seen at once (`private`: a viewer's own answer, which no shared cache keeps).
 */
export function sendJsonDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: JsonDocument,
  cacheControl: 'no-cache' | 'private, no-cache' = 'no-cache',
) {
  reply
    .header('etag', doc.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (matchesEtag(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && doc.body.length >= COMPRESS_FROM_BYTES ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(doc.body);
  return reply.header('content-encoding', encoding).send(doc.encodedAs(encoding));
}

/**
 * Sends a public document kept by the table cache: `load` runs once per change of `tables`, and
 * its value is serialized and compressed once (see JsonDocument). A null value is a 404.
 */
export async function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { key: string; tables: readonly string[]; load: () => Promise<unknown> },
) {
  const doc = await request.server.tableCache.read(document.key, document.tables, async () => {
    const value = await document.load();
    return value === null ? null : new JsonDocument(value);
  });
  if (!doc) throw new ProblemError('NOT_FOUND');
  return sendJsonDocument(request, reply, doc);
}
