import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request's id comes in (from a trusted proxy) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The field of a log line that names its request. */
export const REQUEST_ID_LOG_LABEL = 'requestId';
/** What an incoming id may be: nginx's $request_id (32 hex digits), a UUID, and the like. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Random bytes drawn a block at a time: one call per request cost a twentieth of a cached read. */
const ID_BYTES = 8;
const POOL_BYTES = ID_BYTES * 512;
let pool = Buffer.alloc(0);
let poolOffset = POOL_BYTES;

/** 16 hex digits: unique enough across instances and restarts, short enough to read out. */
function freshId(): string {
  if (poolOffset === POOL_BYTES) {
    // A new buffer each time, never refilled in place: no id is ever drawn from the same bytes.
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const id = pool.toString('hex', poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return id;
}

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
    return freshId();
  };
}

/** The id of the request whose work is running (its handler, and what it started). */
const currentRequest = new AsyncLocalStorage<string>();
/** Whether a logger already names the request (Fastify's request loggers do), per logger. */
const namesRequest = new WeakMap<object, boolean>();

/**
 * Pino's mixin: a line logged through the app's own logger (app.log: the mailer, a background
 * task) while a request's work runs names that request too, as its request logger's lines do.
 */
function requestIdMixin(_line: object, _level: number, logger: { bindings(): object }): object {
  const id = currentRequest.getStore();
  if (id === undefined) return {};
  let named = namesRequest.get(logger);
  if (named === undefined) {
    named = REQUEST_ID_LOG_LABEL in logger.bindings();
    namesRequest.set(logger, named);
  }
  return named ? {} : { [REQUEST_ID_LOG_LABEL]: id };
}

/** The app's logger options with the mixin above (false stays false: no logger). */
export function withRequestIds(logger: boolean | object): false | object {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), mixin: requestIdMixin };
}

/**
 * Names the request's id in every answer (a hijacked stream writes its own headers), and runs
 * the rest of the request in its context, so that what it starts is known to be its work.
 */
export default fp(
  async function requestIdPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      currentRequest.run(request.id, done);
    });
  },
  { name: 'request-id' },
);
