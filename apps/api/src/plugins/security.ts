import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ProblemError } from '../lib/problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, per-route rate limits, and the refusal of mutating API requests that come
 * from another origin (cookies are SameSite=Lax, this closes the rest).
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
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
    });

    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const error = new ProblemError('RATE_LIMITED', {
          retryAfter: Math.ceil(context.ttl / 1000),
        });
        return Object.assign(error, { statusCode: 429 });
      },
    });

    const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
        throw new ProblemError('CROSS_ORIGIN');
      }
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new ProblemError('CROSS_ORIGIN');
    });
  },
  { name: 'security', dependencies: ['config', 'errors'] },
);
