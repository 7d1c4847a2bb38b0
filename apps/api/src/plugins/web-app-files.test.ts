import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';

/** The installable app's files in a build: the worker and manifests change with every build. */
const WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}\n`;
const MANIFEST = JSON.stringify({ name: 'TeklifAl', description: 'ş'.repeat(1000) });

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'teklifal-web-app-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>TeklifAl</title></head><body><div id="root"></div></body></html>',
  );
  const files = {
    'sw.js': WORKER,
    'manifest.webmanifest': MANIFEST,
    'manifest.en.webmanifest': MANIFEST,
    'assets/app-1a2b.js': WORKER,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDist, name);
    writeFileSync(file, content);
    // As the build writes them (apps/web/vite/precompress.ts).
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  inject(t.app, {
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the service worker and the web app manifests', () => {
  it.each([undefined, 'gzip, deflate, br'])(
    'are revalidated on every request (accept-encoding: %s)',
    async (encoding) => {
      const worker = await get('/sw.js', encoding);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');

      for (const url of ['/manifest.webmanifest', '/manifest.en.webmanifest']) {
        const manifest = await get(url, encoding);
        expect(manifest.statusCode).toBe(200);
        expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
        expect(manifest.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('leave the hashed assets cached for good', async () => {
    const asset = await get('/assets/app-1a2b.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
