import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope, CreatedApiKey } from '@teklifal/core';
import { inject } from '../../../test/helper.ts';

/** The header a machine sends: `Authorization: Bearer tk_live_…`. */
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/**
 * Creates an API key the way a company admin does (POST /api/my-company/api-keys with the
 * admin's session cookie) and returns the answer: `secret` (send it with `bearer(secret)`) and
 * `key` (its id, prefix, scopes...). `owner` is a signed-in owner or admin of the company, e.g.
 * from signedInCompany() in test/procurement.ts. Every scope unless `scopes` says otherwise.
 */
export async function createTestApiKey(
  app: FastifyInstance,
  owner: { cookie: string },
  options: { name?: string; scopes?: ApiKeyScope[]; expiresAt?: string | null } = {},
): Promise<CreatedApiKey> {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/my-company/api-keys',
    cookie: owner.cookie,
    payload: {
      name: options.name ?? 'ERP bağlantısı',
      scopes: options.scopes ?? [
        'ads:read',
        'ads:write',
        'bids:read',
        'bids:write',
        'award',
        'orders:read',
        'orders:write',
        'chat',
      ],
      expiresAt: options.expiresAt ?? null,
    },
  });
  if (response.statusCode !== 201) throw new Error(`api key not created: ${response.body}`);
  return response.json<CreatedApiKey>();
}

/** A request as a machine sends it: the key, no cookies, no Origin. */
export function injectWithKey(
  app: FastifyInstance,
  secret: string,
  options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
) {
  return app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: options.url,
    remoteAddress: '127.0.0.1',
    headers: { ...bearer(secret), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}
