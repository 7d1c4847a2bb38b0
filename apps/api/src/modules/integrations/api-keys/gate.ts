import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_REQUESTS_PER_MINUTE, apiKeyRouteRefusal } from '@teklifal/core';
import { bearerToken } from '../../../lib/bearer.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { keyUses } from './key-uses.ts';

/** A request to the API with a bearer token (/metrics takes its own token: not a key). */
const carriesKey = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  // The API document is public, whoever asks: a client generator may send its key along.
  !request.url.startsWith('/api/docs') &&
  bearerToken(request.headers.authorization) !== null;

async function keyOf(request: FastifyRequest) {
  return (await request.identity()).apiKey ?? null;
}

/**
 * Where a request with `Authorization: Bearer` is let in or refused, before anything else reads
 * it: an unknown, revoked or expired key gets 401 (the identity throws it), a route outside the
 * key's scopes 403 naming the scope, a route for people only 403 (core's API_KEY_ROUTES), and a
 * key past its rate 429. Each use is noted after its answer (key-uses.ts). Requests without a
 * key pass untouched.
 */
export const apiKeyGatePlugin = fp(
  async function apiKeyGate(app: FastifyInstance) {
    const limit = app.createRateLimit({
      max: API_KEY_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: async (request) => `api-key:${(await keyOf(request))?.id ?? ''}`,
    });
    const uses = keyUses(app);

    app.addHook('onRequest', async (request, reply) => {
      if (!carriesKey(request)) return;
      const key = await keyOf(request);
      if (!key) throw new ProblemError('API_KEY_INVALID', { detailKey: 'apiKeys.errors.invalid' });
      const refusal = apiKeyRouteRefusal(
        key.scopes,
        request.method,
        request.routeOptions.url ?? '',
      );
      if (refusal?.code === 'API_KEY_SCOPE') {
        throw new ProblemError('API_KEY_SCOPE', {
          detailKey: 'apiKeys.errors.missingScope',
          detailParams: { scope: refusal.scope },
        });
      }
      if (refusal) {
        throw new ProblemError('API_KEY_NOT_ALLOWED', { detailKey: 'apiKeys.errors.cookieOnly' });
      }
      const rate = await limit(request);
      if (rate.isAllowed) return;
      reply.header('x-ratelimit-limit', API_KEY_REQUESTS_PER_MINUTE);
      reply.header('x-ratelimit-remaining', rate.remaining);
      if (rate.isExceeded)
        throw new ProblemError('RATE_LIMITED', { retryAfter: rate.ttlInSeconds });
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!carriesKey(request)) return;
      const key = await keyOf(request).catch(() => null);
      if (!key) return;
      const identity = await request.identity();
      uses.note({
        keyId: key.id,
        companyId: key.companyId,
        userId: identity.actor.user?.id ?? '',
        prefix: key.prefix,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ip: request.ip,
      });
    });
  },
  { name: 'api-key-gate', dependencies: ['identity', 'security'] },
);
