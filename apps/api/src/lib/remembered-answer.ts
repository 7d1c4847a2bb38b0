import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { Actor } from '@teklifal/core';
import { nextClockEvent, type ClockSource } from './clock-events.ts';
import { JsonDocument, sendJsonDocument } from './json-document.ts';

/**
 * Who is asking, as far as an answer can depend on it: the user and their role, the company, its
 * confirmations and the user's role in it. The identity behind it is read afresh for every
 * request (and forgotten at any change of session, user, company or membership), so an answer
 * kept for one viewer is never given to another, nor to the same one after a role changed.
 */
const viewerKey = (actor: Actor | null) =>
  actor ? JSON.stringify([actor.user?.id, actor.user?.role, actor.company, actor.companyRole]) : '';

/** What an answer is kept under: the address asked (path and query), the viewer, the language. */
const answerKey = (request: FastifyRequest, actor: Actor | null) =>
  `${request.url}|${viewerKey(actor)}|${request.locale}`;

/**
 * Sends a GET route's answer for one viewer, kept by the table cache (`remember`) on the embedded
 * database until a table it read changes or the first of `clock`'s events comes: serialized by
 * the route's own serializer and compressed once, with an ETag (a browser's `If-None-Match` gets
 * 304). The caller has already checked the viewer's access; `load` is what the route answered.
 * On PostgreSQL the route answers as if this were not here (see TableCache.remember).
 */
export async function sendRemembered<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: {
    /** The viewer; null for a public answer, the same for everyone (who asks is not read). */
    actor: Actor | null;
    clock: readonly ClockSource[];
    load: () => Promise<T>;
  },
): Promise<T | FastifyReply> {
  const cache = request.server.tableCache;
  // Answered as any route answers (serialized and compressed per request).
  if (!cache.remembers) return answer.load();
  const key = answerKey(request, answer.actor);
  const doc = await cache.remember(key, async () => {
    const now = new Date();
    const [value, validUntil] = await Promise.all([
      answer.load(),
      nextClockEvent(request.server.db, now, answer.clock),
    ]);
    return { value: new JsonDocument(null, String(reply.serialize(value))), validUntil };
  });
  return sendJsonDocument(request, reply, doc, answer.actor ? 'private, no-cache' : 'no-cache');
}

/**
 * A route's preParsing hook that sends a public document the table cache holds, loaded and
 * current, under the key `keyOf` gives (null: none to look for): as the route itself would send
 * it, but without reading, validating and handling the request again, which cost a public list
 * read from memory more than half its time. It runs after every onRequest hook (request id,
 * security headers, origin check, metrics, rate limits), so only the route's own work is left
 * out; that work is safe to skip because a key is only ever stored by a request that passed the
 * route's validation and handler, and the key holds everything they read from the request.
 * Otherwise the request goes its usual way, which loads and keeps the document.
 */
export function answerFromMemory(
  keyOf: (request: FastifyRequest) => string | null,
): preParsingHookHandler {
  return function answerFromMemoryHook(request, reply, _payload, done) {
    const key = keyOf(request);
    const kept = key === null ? undefined : request.server.tableCache.peek(key);
    if (kept instanceof JsonDocument) {
      sendJsonDocument(request, reply, kept);
      return;
    }
    done();
  };
}

/**
 * The preParsing hook of a GET route whose public answer (`actor: null`) goes through
 * sendRemembered: the same address in the same language is sent from memory.
 */
export const rememberedPublicAnswer = answerFromMemory((request) =>
  request.server.tableCache.remembers ? answerKey(request, null) : null,
);
