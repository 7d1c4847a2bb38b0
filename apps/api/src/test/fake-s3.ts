import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import type { S3Config } from '../config.ts';

/**
 * An in-process S3 server for tests: just the calls our code makes (plugins/files.ts,
 * ops/backup-uploads-s3.ts), path-style (`/<bucket>/<key>`), objects kept in memory. It takes
 * any signature but checks what a real S3 checks about the bytes (the signed payload hash, the
 * SDK's CRC32 or SHA checksum, aws-chunked framing), so a body the SDK mangles is refused here
 * as it would be there. Anything else answers 501, so a new call fails loudly instead of passing.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  /** `x-amz-checksum-<algorithm>` headers sent with the PUT, given back on a GET that asks. */
  checksums: Record<string, string>;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  /** A bucket's objects by key (the bucket must have been made with the server or addBucket). */
  bucket(name: string): Map<string, StoredObject>;
  addBucket(name: string): void;
  /** Stores an object as a PUT without checksums would, for a test's setup. */
  putObject(bucket: string, key: string, body: Buffer): void;
  /** Settings for our code (S3Config) that point to one of this server's buckets. */
  configFor(bucket: string): S3Config;
  /** `METHOD path?query` of every request, in order: what the SDK really called. */
  requests: string[];
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The payload of `content-encoding: aws-chunked`: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n`
 * repeated, a 0-size chunk, then trailer lines (`x-amz-checksum-crc32:…`) and an empty line.
 */
export function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  let at = 0;
  const line = () => {
    const end = raw.indexOf('\r\n', at);
    if (end < 0) throw new S3Error(400, 'IncompleteBody', 'aws-chunked line without CRLF');
    const text = raw.subarray(at, end).toString('latin1');
    at = end + 2;
    return text;
  };
  for (;;) {
    const header = line();
    const size = Number.parseInt(header.split(';')[0] ?? '', 16);
    if (!Number.isInteger(size) || size < 0) {
      throw new S3Error(
        400,
        'IncompleteBody',
        `bad aws-chunked size line ${JSON.stringify(header)}`,
      );
    }
    if (size === 0) break;
    if (at + size + 2 > raw.length || raw.toString('latin1', at + size, at + size + 2) !== '\r\n') {
      throw new S3Error(400, 'IncompleteBody', 'aws-chunked chunk shorter than its size');
    }
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (
    let text = at < raw.length ? line() : '';
    text !== '';
    text = at < raw.length ? line() : ''
  ) {
    const colon = text.indexOf(':');
    trailers[text.slice(0, colon).trim().toLowerCase()] = text.slice(colon + 1).trim();
  }
  return { body: Buffer.concat(parts), trailers };
}

/** The checksums a real S3 verifies; others (crc32c, crc64nvme) are stored unchecked. */
function checksumOf(algorithm: string, body: Buffer): string | undefined {
  if (algorithm === 'crc32') {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(crc32(body));
    return bytes.toString('base64');
  }
  if (algorithm === 'sha1' || algorithm === 'sha256') {
    return createHash(algorithm).update(body).digest('base64');
  }
  return undefined;
}

/** The bytes of a PUT, after every check S3 makes on them. */
async function receiveObject(request: IncomingMessage) {
  const headers = request.headers;
  let body = await bodyOf(request);
  let trailers: Record<string, string> = {};
  const encodings = String(headers['content-encoding'] ?? '').split(',');
  if (encodings.map((e) => e.trim()).includes('aws-chunked')) {
    ({ body, trailers } = decodeAwsChunked(body));
    if (body.length !== Number(headers['x-amz-decoded-content-length'])) {
      throw new S3Error(400, 'IncompleteBody', 'x-amz-decoded-content-length does not match');
    }
  }
  const declaredHash = String(headers['x-amz-content-sha256'] ?? '');
  if (/^[0-9a-f]{64}$/.test(declaredHash)) {
    if (createHash('sha256').update(body).digest('hex') !== declaredHash) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'the payload hash does not match');
    }
  }
  const checksums: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...headers, ...trailers })) {
    const match = /^x-amz-checksum-([a-z0-9]+)$/.exec(name);
    if (!match?.[1] || typeof value !== 'string') continue;
    const expected = checksumOf(match[1], body);
    if (expected !== undefined && expected !== value) {
      throw new S3Error(400, 'BadDigest', `the ${match[1]} checksum does not match`);
    }
    checksums[name] = value;
  }
  return { body, checksums };
}

function sendXml(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(XML_HEAD + xml);
}

/** ListObjectsV2; the continuation token is the last key listed, as S3's is opaque. */
function listObjects(
  bucketName: string,
  objects: Map<string, StoredObject>,
  query: URLSearchParams,
  maxKeysCap: number,
) {
  const requested = query.has('max-keys') ? Number(query.get('max-keys')) : 1000;
  const maxKeys = Math.min(requested, maxKeysCap);
  const token = query.get('continuation-token');
  const after = Buffer.from(token ?? '', 'base64url');
  // S3 lists keys in the order of their UTF-8 bytes.
  const keys = [...objects.keys()]
    .filter((key) => Buffer.compare(Buffer.from(key), after) > 0)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page.map((key) => {
    const object = objects.get(key) as StoredObject;
    return (
      `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified>` +
      `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
    );
  });
  const next = truncated ? Buffer.from(page.at(-1) ?? '').toString('base64url') : undefined;
  return (
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucketName)}</Name>` +
    `<Prefix></Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
    `<IsTruncated>${truncated}</IsTruncated>` +
    (token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '') +
    (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
    `${contents.join('')}</ListBucketResult>`
  );
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/**
 * Starts the server on 127.0.0.1 with the given (empty) buckets. `maxKeysCap` lowers S3's
 * 1000 keys a page, so a test can see paging with a handful of objects.
 */
export async function startFakeS3(
  options: { buckets: string[]; maxKeysCap?: number } = { buckets: [] },
): Promise<FakeS3> {
  const buckets = new Map<string, Map<string, StoredObject>>();
  const requests: string[] = [];
  const maxKeysCap = options.maxKeysCap ?? 1000;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    // Signatures are not checked, but an unsigned request means the client is misconfigured.
    if (!request.headers.authorization) throw new S3Error(403, 'AccessDenied', 'unsigned request');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const objects = buckets.get(decodeURIComponent(bucketName));
    if (!objects) throw new S3Error(404, 'NoSuchBucket', `no bucket ${bucketName}`);
    const key = keyParts.map(decodeURIComponent).join('/');

    if (key === '') {
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        return sendXml(
          response,
          200,
          listObjects(bucketName, objects, url.searchParams, maxKeysCap),
        );
      }
      throw new S3Error(501, 'NotImplemented', `${request.method} on a bucket is not faked`);
    }
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'copy');
        const { body, checksums } = await receiveObject(request);
        const etag = etagOf(body);
        const contentType = request.headers['content-type'];
        objects.set(key, { body, contentType, checksums, etag, lastModified: new Date() });
        response.writeHead(200, { etag, ...checksums });
        return response.end();
      }
      case 'GET':
        if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': String(object.body.length),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          // Asked for by the SDK (x-amz-checksum-mode), which then checks the bytes it reads.
          ...(request.headers['x-amz-checksum-mode'] === 'ENABLED' ? object.checksums : {}),
        });
        return response.end(object.body);
      case 'DELETE':
        // Deleting a missing key succeeds, as in S3.
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        throw new S3Error(501, 'NotImplemented', `${request.method} is not faked`);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const s3Error =
        error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      if (response.headersSent) return response.destroy();
      // Drain what the client still sends, so it reads the answer instead of a reset.
      request.resume();
      sendXml(
        response,
        s3Error.status,
        `<Error><Code>${s3Error.code}</Code><Message>${escapeXml(s3Error.message)}</Message>` +
          `<RequestId>${randomUUID()}</RequestId></Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeS3 = {
    endpoint,
    requests,
    addBucket: (name) => void buckets.set(name, buckets.get(name) ?? new Map()),
    bucket(name) {
      const objects = buckets.get(name);
      if (!objects) throw new Error(`the fake S3 has no bucket ${name}`);
      return objects;
    },
    putObject: (bucket, key, body) =>
      void fake.bucket(bucket).set(key, {
        body,
        contentType: undefined,
        checksums: {},
        etag: etagOf(body),
        lastModified: new Date(),
      }),
    configFor: (bucket) => ({
      endpoint,
      bucket,
      accessKeyId: 'fake-access-key',
      secretAccessKey: 'fake-secret-key',
      region: 'us-east-1',
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  options.buckets.forEach(fake.addBucket);
  return fake;
}
