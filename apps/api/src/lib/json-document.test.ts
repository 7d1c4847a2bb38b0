import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { page } from '../db/schema/index.ts';
import { createTestApp, eventually, inject, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public documents served from memory', () => {
  it('answer 304 to a client that holds the same version', async () => {
    const first = await inject(t.app, { method: 'GET', url: '/api/sectors' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await inject(t.app, {
      method: 'GET',
      url: '/api/sectors',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const other = await inject(t.app, {
      method: 'GET',
      url: '/api/sectors',
      headers: { 'if-none-match': '"baska-bir-surum"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('come compressed as the client accepts, with the same content', async () => {
    const plain = await inject(t.app, { method: 'GET', url: '/api/sectors' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await inject(t.app, {
      method: 'GET',
      url: '/api/sectors',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await inject(t.app, {
      method: 'GET',
      url: '/api/sectors',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('change their ETag when the content changes', async () => {
    const before = await inject(t.app, { method: 'GET', url: '/api/pages/kvkk' });
    await t.app.db
      .update(page)
      .set({ title: 'KVKK Aydınlatma (yeni)' })
      .where(eq(page.slug, 'kvkk'));
    await eventually(async () => {
      const after = await inject(t.app, {
        method: 'GET',
        url: '/api/pages/kvkk',
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().title).toBe('KVKK Aydınlatma (yeni)');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });
  });
});
