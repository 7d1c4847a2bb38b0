import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request's id comes in (from a trusted proxy) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: nginx's $request_id (32 hex digits), a UUID, and the like. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId: every request gets an id that every log line of it carries (`requestId`)
 * and that its answer names (the x-request-id header, and problem+json's `requestId`), so a
 * screenshot of an error finds its log lines. Behind a proxy (TRUST_PROXY) the proxy's own id
 * is taken when it looks like one, so the proxy's access log and ours match; otherwise a
 * client could choose the id of its lines, and it is not asked.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    if (trustProxy) {
      const incoming = raw.headers[REQUEST_ID_HEADER];
      if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming)) return incoming;
    }
    // 16 hex digits: unique enough across instances and restarts, short enough to read out.
    return randomBytes(8).toString('hex');
  };
}

/** Names the request's id in every answer (a hijacked stream writes its own headers). */
export default fp(
  async function requestIdPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
