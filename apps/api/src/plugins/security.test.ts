import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamOpener } from '../test/event-stream.ts';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';
import { signedInCompany } from '../test/procurement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on every answer: a read, a 404 and a refused request', async () => {
    const answers = [
      await inject(t.app, { method: 'GET', url: '/api/settings/seo' }),
      await inject(t.app, { method: 'GET', url: '/api/no-such-thing' }),
      await inject(t.app, { method: 'GET', url: '/api/me' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

/** Every security header, exactly as helmet sets them with our options. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security headers, all of them', () => {
  it('on a document read and sent again from memory, HEAD, 304, a 400, a 403 and a 404', async () => {
    const seo = await inject(t.app, { method: 'GET', url: '/api/settings/seo' });
    const answers = [
      seo,
      await inject(t.app, { method: 'GET', url: '/api/settings/seo' }),
      await inject(t.app, { method: 'HEAD', url: '/api/blogs' }),
      await inject(t.app, {
        method: 'GET',
        url: '/api/settings/seo',
        headers: { 'if-none-match': String(seo.headers.etag) },
      }),
      await inject(t.app, { method: 'GET', url: '/api/blogs?page=abc' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: 'better-auth.session_token=x', origin: 'https://elsewhere.example' },
        payload: {},
      }),
      await inject(t.app, { method: 'GET', url: '/nothing/here.txt' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 304, 400, 403, 404]);
    for (const answer of answers) expect(answer.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('on the live event stream, which writes its own head', async () => {
    const owner = await signedInCompany(t.app, { buyer: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = streamOpener(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    const stream = await open(owner.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(stream.response.headers.get(name), name).toBe(value);
      }
    } finally {
      await stream.close();
    }
  });
});

describe('a write with the session cookie', () => {
  const signOutWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: '127.0.0.1',
      headers: { cookie: 'better-auth.session_token=x', ...headers },
      payload: {},
    });

  it('is refused when it names no page (no Origin, no Sec-Fetch-Site)', async () => {
    const response = await signOutWith({});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    expect(response.json().detail).toContain(t.app.config.publicUrl);
  });

  it('passes with the site as its Origin, or as same-origin by Sec-Fetch-Site', async () => {
    const byOrigin = await signOutWith({ origin: t.app.config.publicUrl });
    const bySite = await signOutWith({ 'sec-fetch-site': 'same-origin' });
    expect([byOrigin.statusCode, bySite.statusCode]).not.toContain(403);
  });

  it('is not asked of a write without cookies (a visitor, a script signing in)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.1',
      payload: { email: 'kimse@ornek.com.tr', password: 'Yanlis12345' },
    });
    expect(response.statusCode).toBe(401);
  });
});
