import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROUTES } from '@teklifal/core';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every operation of /api/docs/json as core's table names it: `GET /api/ads/:adId`. */
function documentedRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

describe('core API_KEY_ROUTES', () => {
  it('decides every documented route: a scope, any key, or people only', () => {
    const undecided = documentedRoutes().filter((route) => !(route in API_KEY_ROUTES));
    expect(
      undecided,
      'Add each to API_KEY_ROUTES (packages/core/src/integrations/api-key-routes.ts)',
    ).toEqual([]);
  });

  it('names no route the API does not have', () => {
    const documented = new Set(documentedRoutes());
    expect(Object.keys(API_KEY_ROUTES).filter((route) => !documented.has(route))).toEqual([]);
  });

  it('keeps the back office, sign-in, the profile and the keys themselves for people', () => {
    const cookieOnly = Object.entries(API_KEY_ROUTES)
      .filter(([, access]) => access !== 'cookieOnly')
      .map(([route]) => route)
      .filter((route) =>
        /\/api\/(admin|auth|me\/(profile|password|email)|my-company\/api-keys|company\/)/.test(
          route,
        ),
      );
    expect(cookieOnly).toEqual([]);
  });
});

describe('the API document', () => {
  it('documents the bearer scheme, the scope of each key route and the Idempotency-Key header', async () => {
    // Public to all: a client generator sending its key along is not refused.
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { authorization: 'Bearer tk_live_whatever' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const createAd = document.paths['/api/ads'].post;
    expect(createAd.security).toEqual([{ session: [] }, { apiKey: ['ads:write'] }]);
    expect(createAd.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false }),
    );
    expect(document.paths['/api/me/password'].post.security).toEqual([{ session: [] }]);
    const award = document.paths['/api/ads/{adId}/award'].post;
    expect(award.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
  });
});
