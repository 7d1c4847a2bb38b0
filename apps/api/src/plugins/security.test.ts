import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';

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
