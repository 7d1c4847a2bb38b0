import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '@teklifal/core';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { bearerToken } from '../lib/bearer.ts';
import { ProblemError } from '../lib/problem.ts';
import { isSafeMethod } from '../lib/safe-methods.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with our options, worked out once. They are the same for every
 * response (no CSP nonces), while @fastify/helmet builds helmet anew on every request: a fifth
 * of the time of a read served from memory.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write whose only authority is a signed token in the request, never the session (the
     * RFC 8058 one-click unsubscribe): taken from any origin, and without its cookies.
     */
    tokenAuthorizedWrite?: boolean;
  }
}

/**
 * Security headers, per-route rate limits, and the refusal of mutating API requests that come
 * from another origin, or that carry cookies without saying where from (cookies are
 * SameSite=Lax, this closes the rest). Routes marked `tokenAuthorizedWrite` are exempt.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const error = new ProblemError('RATE_LIMITED', {
          retryAfter: Math.ceil(context.ttl / 1000),
        });
        return Object.assign(error, { statusCode: 429 });
      },
    });

    const allowedOrigins = new Set(app.config.trustedOrigins);
    /** Why a mutating API request is refused, or null when it may go on. */
    const refusal = (request: FastifyRequest): ProblemError | null => {
      if (isSafeMethod(request.method) || !request.url.startsWith('/api/')) return null;
      if (request.routeOptions.config.tokenAuthorizedWrite) {
        // Posted by mail providers' servers, from anywhere: the signed token in the address is
        // the authority. The route is not even shown the cookies, so no session can act here.
        delete request.headers.cookie;
        return null;
      }
      if (bearerToken(request.headers.authorization) !== null) {
        // An API key's request (issue #31): the key in the header is the authority, which a
        // page of another site cannot send for anyone. Its cookies are dropped, so they can
        // never act on it (the key's identity ignores them too).
        delete request.headers.cookie;
        return null;
      }
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
        return refusedOrigin(request, app.config.publicUrl, origin);
      }
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'cross-site')
        return refusedOrigin(request, app.config.publicUrl, origin ?? 'cross-site');
      // Browsers name the page of every write (Origin, or at least Sec-Fetch-Site). A write
      // that carries cookies but names no page is not what our pages send: refused, so a
      // browser that leaves both out cannot be made to write with the user's session.
      if (!origin && fetchSite !== 'same-origin' && request.headers.cookie) {
        return refusedOrigin(request, app.config.publicUrl, 'Origin?');
      }
      return null;
    };
    const headers = securityHeaders();
    const rawHeaders = Object.entries(headers);
    // One callback hook: on every request's path, an async one costs a promise and a queue turn.
    app.addHook('onRequest', (request, reply, done) => {
      // A stream that takes the raw response over (SSE) writes its own head: they go on the raw
      // response for it, as helmet does. Every other answer has them with the reply's own
      // headers, which Node checks once as it writes the head (setHeader checks each again).
      if (request.routeOptions.config.liveStream) {
        for (const [name, value] of rawHeaders) reply.raw.setHeader(name, value);
      } else reply.headers(headers);
      const refused = refusal(request);
      if (refused) done(refused);
      else done();
    });
  },
  { name: 'security', dependencies: ['config', 'errors'] },
);

/**
 * A write from a page of another address: refused, saying which address to use (the
 * operator's usual cause is opening the app at an address other than PUBLIC_URL) and logged.
 */
export function refusedOrigin(request: FastifyRequest, publicUrl: string, origin: string) {
  request.log.warn(
    { origin, publicUrl },
    'refused a write from an untrusted origin (open the app at PUBLIC_URL, or add the address to TRUSTED_ORIGINS)',
  );
  return new ProblemError('CROSS_ORIGIN', {
    detail: translate(request.locale, 'errors.crossOriginHint', { origin, publicUrl }),
  });
}
