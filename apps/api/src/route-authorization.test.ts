import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/helper.ts';
import { ROUTE_ACCESS_RULES } from './plugins/route-table.ts';

/**
 * Authorization visible in every route (docs/architecture.md, “Who may do what”): a route whose
 * address names a record (`:id`, `:adId`, `:slug`, …), or whose body or query string does (a
 * field `orderId`, `attachmentFileIds`, …), calls core's `authorize(actor, ability, record)` in
 * its own handler, or declares a named rule in `config.access`. The handler's text is read as
 * registered: a call hidden in a helper does not count, so a reader of the route sees the
 * decision there.
 */
// As registered the source is compiled: an imported call reads `(0, _core.authorize)(`.
const CALLS_AUTHORIZE = /\bauthorize\)?\(/;
const NAMES_RECORDS = /Ids?$/;

interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A request part's top-level field names, whether its schema is zod (as routes register it) or JSON. */
function fieldNamesOf(schema: unknown): string[] {
  if (schema === undefined || schema === null) return [];
  const json: JsonSchema =
    typeof schema === 'object' && '_zod' in schema
      ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
      : (schema as JsonSchema);
  const branches = [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];
  return [...Object.keys(json.properties ?? {}), ...branches.flatMap(fieldNamesOf)];
}

const reachesRecord = (route: RouteOptions) =>
  route.url.includes(':') ||
  [route.schema?.body, route.schema?.querystring].some((schema) =>
    fieldNamesOf(schema).some((name) => NAMES_RECORDS.test(name)),
  );
const methodsOf = (route: RouteOptions) => [route.method].flat().join(',');
const describeRoute = (route: RouteOptions) => `${methodsOf(route)} ${route.url}`;

/** Route addresses whose handler's text calls authorize, or whose named rule is known. */
export function unauthorizedRoutes(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter(reachesRecord)
    .filter((route) => methodsOf(route) !== 'HEAD')
    .filter((route) => {
      const access = route.config?.access;
      if (access !== undefined) return !(access in ROUTE_ACCESS_RULES);
      return !CALLS_AUTHORIZE.test(String(route.handler));
    })
    .map(describeRoute);
}

describe('every route that reaches a record authorizes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks the whole route table', () => {
    const urls = t.app.routeTable.map((route) => route.url);
    expect(urls).toContain('/api/ads/:adId/close');
    expect(urls).toContain('/api/orders/:orderId/ship');
    const reaching = t.app.routeTable.filter(reachesRecord).map(describeRoute);
    expect(reaching.length).toBeGreaterThan(40);
    // Without a `:param`: the body names a file, the query string a company.
    expect(reaching).toContain('POST /api/companies');
    expect(reaching).toContain('GET /api/admin/audit');
  });

  it('finds authorize (or a named rule) in each such route', () => {
    expect(unauthorizedRoutes(t.app.routeTable)).toEqual([]);
  });

  it('fails a route without either, and one naming an unknown rule', () => {
    const handler = async () => ({ ok: true });
    const routes = [
      { method: 'GET', url: '/api/things/:id', handler },
      { method: 'GET', url: '/api/things/:id/seen', handler, config: { access: 'nobody' } },
      { method: 'GET', url: '/api/things', handler },
      {
        method: 'POST',
        url: '/api/things',
        handler,
        schema: { body: z.object({ note: z.string(), paid: z.boolean() }) },
      },
      {
        method: 'POST',
        url: '/api/things/copies',
        handler,
        schema: { body: z.object({ note: z.string(), thingId: z.string() }) },
      },
      {
        method: 'GET',
        url: '/api/things/search',
        handler,
        schema: { querystring: { type: 'object', properties: { ownerIds: { type: 'array' } } } },
      },
      {
        method: 'POST',
        url: '/api/things/:id/keep',
        handler: async () => {
          authorize();
        },
      },
      {
        method: 'GET',
        url: '/api/posts/:id',
        handler,
        config: { access: 'public:published-content' },
      },
    ] as unknown as RouteOptions[];
    expect(unauthorizedRoutes(routes)).toEqual([
      'GET /api/things/:id',
      'GET /api/things/:id/seen',
      'POST /api/things/copies',
      'GET /api/things/search',
    ]);
  });
});

function authorize() {}
