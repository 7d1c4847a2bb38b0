import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document with the routes', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/me', '/api/health', '/api/auth/sign-up/email']),
    );
  });

  it('sends security headers', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a problem+json 404', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/yok-boyle-bir-sey' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      title: 'Aradığınız kayıt bulunamadı',
    });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
