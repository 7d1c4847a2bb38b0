import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, nextIp, signUpAndSignIn, type TestApp } from '../test/helper.ts';
import { JSON_BODY_MAX_DEPTH } from './json-body.ts';

/** JSON bodies: nesting deeper than any form's body is refused before anything walks it. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, options: { cookie?: string; language?: string } = {}) =>
  inject(t.app, {
    method: 'POST',
    url,
    cookie: options.cookie,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', 'accept-language': options.language ?? 'tr' },
    payload,
  });

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('a body nested too deeply', () => {
  it('50,000 arrays (100 KB) or 5,000 objects (25 KB): 400 problem saying so, in either language', async () => {
    for (const payload of [arrays(50_000), objects(5_000)]) {
      const response = await post('/api/newsletter', payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        detail: `İstek gövdesi çok fazla iç içe geçmiş: en fazla ${JSON_BODY_MAX_DEPTH} düzeye izin verilir.`,
      });
    }
    const withCharset = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: arrays(5_000),
    });
    expect(withCharset.statusCode).toBe(400);
    expect(withCharset.json().detail).toContain(String(JSON_BODY_MAX_DEPTH));
    const english = await post('/api/newsletter', arrays(5_000), { language: 'en' });
    expect(english.json().detail).toBe(
      `The request body is nested too deeply: at most ${JSON_BODY_MAX_DEPTH} levels are allowed.`,
    );
  });

  it('is refused on a signed-in route and on the sign-in forwarding the same way', async () => {
    const user = await signUpAndSignIn(t.app);
    for (const [url, cookie] of [
      ['/api/companies', user.cookie],
      ['/api/auth/sign-in/email', undefined],
    ] as const) {
      const response = await post(url, `{"email":${objects(10_000)}}`, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(String(JSON_BODY_MAX_DEPTH));
    }
  });

  it('at the limit it is read as usual (the route then names the wrong field)', async () => {
    const atLimit = `{"email":${arrays(JSON_BODY_MAX_DEPTH - 1)}}`;
    const response = await post('/api/newsletter', atLimit);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'email' }] });
    const oneMore = await post('/api/newsletter', `{"email":${arrays(JSON_BODY_MAX_DEPTH)}}`);
    expect(oneMore.json().detail).toContain(String(JSON_BODY_MAX_DEPTH));
  });

  it('brackets and escaped quotes inside text are text, not nesting', async () => {
    const text = JSON.stringify(`\\"${'['.repeat(5_000)}{"`);
    const response = await post('/api/newsletter', `{"email":${text}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'email' }] });
  });

  it('broken or empty JSON is still the 400 it was', async () => {
    for (const payload of ['{"email":', '', '{"__proto__":{"x":1}}']) {
      const response = await post('/api/newsletter', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });
});
