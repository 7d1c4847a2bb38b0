import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { multipart, PNG } from '../test/files.ts';
import {
  createTestApp,
  inject,
  nextIp,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../test/helper.ts';

/** Responses compressed for clients that ask: JSON and the page per request, assets from the build. */

const BROWSER = 'gzip, deflate, br, zstd';
const SCRIPT = `export const greeting = ${JSON.stringify('Merhaba dünya! '.repeat(400))};\n`;

let t: TestApp;
let webDist: string;
let dataDir: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'teklifal-web-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-compress-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>TeklifAl</title></head><body><div id="root"></div>` +
      `<!-- ${'x'.repeat(2000)} --><script type="module" src="/assets/app-1a2b.js"></script></body></html>`,
  );
  // What the build writes (apps/web/vite/precompress.ts): the file, .br and .gz beside it.
  const script = path.join(webDist, 'assets', 'app-1a2b.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
  t = await createTestApp({ webDist, dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url, headers });

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body).toString();
    case 'gzip':
      return zlib.gunzipSync(body).toString();
    default:
      return body.toString();
  }
}

describe('a JSON list', () => {
  it('is brotli-compressed for a browser, gzip for a gzip-only client, plain otherwise', async () => {
    const plain = await get('/api/sectors');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/sectors', { 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gzip = await get('/api/sectors', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());

    const identity = await get('/api/sectors', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await get('/api/health', { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the page', () => {
  it('is compressed at / and at any deep link, and still revalidated', async () => {
    for (const url of ['/', '/dashboard', '/ad-details/a/b?x=1']) {
      const response = await get(url, { 'accept-encoding': BROWSER });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(decoded(response)).toContain('<div id="root"></div>');
    }
  });

  it('is not served for unknown API paths or other methods', async () => {
    const api = await get('/api/nothing-here', { 'accept-encoding': BROWSER });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    const post = await inject(t.app, { method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('a built asset', () => {
  const url = '/assets/app-1a2b.js';

  it('is sent as the build compressed it, with its type and long cache', async () => {
    const br = await get(url, { 'accept-encoding': BROWSER });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(br)).toBe(SCRIPT);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(zlib.gzipSync(SCRIPT, { level: 9 }))).toBe(true);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a range request with the bytes asked for', async () => {
    const response = await get(url, { range: 'bytes=0-9' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
    expect(response.body).toBe(SCRIPT.slice(0, 10));
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('a stored file', () => {
  it('is sent as stored, with its type and length, whatever the client accepts', async () => {
    const owner = await signUpAndSignIn(t.app);
    await createCompany(t.app.db, { adminUserId: owner.userId });
    const { cookie } = await signIn(t.app, owner.email, 'Gizli12345');
    const body = multipart([
      { name: 'purpose', value: 'logo' },
      { name: 'file', filename: 'logo.png', contentType: 'image/png', data: PNG },
    ]);
    const upload = await inject(t.app, {
      method: 'POST',
      url: '/api/files',
      cookie,
      remoteAddress: nextIp(),
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json<{ url: string }>();

    const response = await get(url, { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('the live events stream', () => {
  it('is never compressed and its first bytes arrive at once', async () => {
    const member = await signUpAndSignIn(t.app);
    await createCompany(t.app.db, { adminUserId: member.userId });
    const { cookie } = await signIn(t.app, member.email, 'Gizli12345');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie, 'accept-encoding': BROWSER },
      signal: controller.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBeNull();
      const reader = response.body?.getReader();
      const first = await Promise.race([
        reader?.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('nothing arrived in 2 s')), 2000),
        ),
      ]);
      expect(new TextDecoder().decode(first?.value)).toContain('retry: 3000');
    } finally {
      controller.abort();
    }
  });
});
