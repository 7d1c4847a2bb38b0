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
