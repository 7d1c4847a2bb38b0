import { API_KEY_ROUTES } from '@teklifal/core';

/** The security schemes of /api/docs/json: the browser's session and a company's API key. */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tk_live_…',
    description:
      'A company API key, made by its owner or an admin at /my-company/integrations: ' +
      '`Authorization: Bearer tk_live_…`. The key acts as its company, within its scopes ' +
      '(each operation names the one it needs); 401 for an unknown, revoked or expired key, ' +
      '403 naming the missing scope, 429 past 300 requests a minute per key.',
  },
} as const;

const IDEMPOTENCY_HEADER = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Optional. A retry with the same key (same company and operation) within 24 hours gets ' +
    'the first answer again (header `Idempotent-Replayed: true`) and creates nothing twice; ' +
    'the same key with another body is refused with 422. A UUID per operation is a good key.',
};

interface RouteFacts {
  method: string | string[];
  url: string;
  config?: { idempotent?: boolean };
}

/**
 * Adds to an operation's document what an API key may do there (its `security`: the session,
 * and the key with the scope core's API_KEY_ROUTES names) and, on create operations marked
 * `idempotent`, the Idempotency-Key header.
 */
export function withApiKeyDocs<S extends object>(schema: S, route: RouteFacts): S {
  const method = [route.method].flat()[0]?.toUpperCase() ?? 'GET';
  const access = API_KEY_ROUTES[`${method} ${route.url}`] ?? 'cookieOnly';
  const security =
    access === 'cookieOnly'
      ? [{ session: [] }]
      : [{ session: [] }, { apiKey: access === 'anyScope' ? [] : [access] }];
  if (!route.config?.idempotent) return { ...schema, security };
  const { headers: given } = schema as { headers?: { properties?: Record<string, unknown> } };
  const headers = given ?? { type: 'object', properties: {} };
  return {
    ...schema,
    security,
    headers: {
      ...headers,
      type: 'object',
      properties: { ...headers.properties, 'Idempotency-Key': IDEMPOTENCY_HEADER },
    },
  };
}
