import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { runWhileUp } from '../../../lib/periodic-job.ts';
import { ProblemError } from '../../../lib/problem.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  dropExpiredIdempotencyRecord,
  findIdempotencyRecord,
  IDEMPOTENCY_TTL_MS,
  releaseIdempotencyRecord,
  type IdempotencyScope,
} from './commands/idempotency-records.ts';
import { idempotencyCleanupJob } from './jobs/cleanup.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create operation that takes an `Idempotency-Key` header (issue #31): a retry with the
     * same key, company and route gets the first answer, and nothing is created twice.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII, as the IETF draft and Stripe take it; a UUID fits many times over. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request with its key to finish before a 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

const claimed = new WeakMap<FastifyRequest, string>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requestHash(request: FastifyRequest) {
  const { params, query, body } = request;
  return createHash('sha256').update(JSON.stringify({ params, query, body })).digest('hex');
}

async function scopeOf(request: FastifyRequest): Promise<IdempotencyScope | null> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) {
    throw new ProblemError('VALIDATION', {
      fields: [{ field: 'Idempotency-Key', messageKey: 'apiKeys.idempotency.invalidKey' }],
    });
  }
  const company = (await request.identity()).actor.company;
  // No company: the route's own guard refuses the request; there is nothing to keep.
  if (!company) return null;
  return {
    companyId: company.id,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    idempotencyKey: header,
  };
}

/** The stored answer of the key, once its first request has finished (or the refusal). */
async function storedAnswer(app: FastifyInstance, scope: IdempotencyScope, hash: string) {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const record = await findIdempotencyRecord(app.db, scope);
    // Gone meanwhile (its request failed on the server's side): this request may claim it.
    if (!record) return null;
    if (record.requestHash !== hash) {
      throw new ProblemError('IDEMPOTENCY_MISMATCH', {
        detailKey: 'apiKeys.idempotency.mismatch',
      });
    }
    if (record.responseStatus !== null) return record;
    if (Date.now() >= deadline) {
      throw new ProblemError('IDEMPOTENCY_IN_PROGRESS', {
        detailKey: 'apiKeys.idempotency.inProgress',
      });
    }
    await sleep(POLL_MS);
  }
}

/**
 * Before the handler: claim the key, or answer with what its first request answered. Runs
 * after validation, so a request refused as invalid claims nothing.
 */
async function beforeHandler(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const scope = await scopeOf(request);
  if (!scope) return;
  const hash = requestHash(request);
  const now = new Date();
  await dropExpiredIdempotencyRecord(app.db, scope, now);
  for (;;) {
    const id = await claimIdempotencyKey(app.db, scope, hash, now);
    if (id) {
      claimed.set(request, id);
      return;
    }
    const record = await storedAnswer(app, scope, hash);
    if (!record) continue;
    reply.code(record.responseStatus ?? 200).header('idempotent-replayed', 'true');
    if (record.responseContentType) reply.header('content-type', record.responseContentType);
    return reply.send(record.responseBody ?? '');
  }
}

/** After the handler: keep the answer for the retries, or let the key go after a 5xx. */
const keepAnswer =
  (app: FastifyInstance): onSendHookHandler =>
  async (request, reply, payload) => {
    const id = claimed.get(request);
    if (!id) return payload;
    claimed.delete(request);
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 500 || body === null) {
      await releaseIdempotencyRecord(app.db, id);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await completeIdempotencyRecord(app.db, id, {
      status: reply.statusCode,
      body,
      contentType: typeof contentType === 'string' ? contentType : null,
    });
    return payload;
  };

/**
 * `config: { idempotent: true }` on a route makes it take an `Idempotency-Key` header, from an
 * API key or a signed-in person alike. One row per company, route and key in
 * idempotency_record, claimed before the handler runs: among concurrent retries exactly one
 * runs the handler, the others wait for its answer and get it. Answers are kept 24 hours
 * (IDEMPOTENCY_TTL_MS), removed by an hourly job. Register before the routes.
 */
export const idempotencyPlugin = fp(
  async function idempotency(app: FastifyInstance) {
    const onSend = keepAnswer(app);
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const preHandler = (request: FastifyRequest, reply: FastifyReply) =>
        beforeHandler(app, request, reply);
      route.preHandler = [route.preHandler ?? []].flat().concat(preHandler);
      // First among the route's onSend hooks: it keeps the answer before compression.
      route.onSend = [onSend, ...[route.onSend ?? []].flat()];
    });
    runWhileUp(app, () => idempotencyCleanupJob(app.db));
  },
  { name: 'idempotency', dependencies: ['identity', 'db'] },
);

export { IDEMPOTENCY_TTL_MS };
