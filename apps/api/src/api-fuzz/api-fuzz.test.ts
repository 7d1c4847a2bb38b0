import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@teklifal/core';
import { JSON_BODY_MAX_DEPTH } from '../plugins/json-body.ts';
import { inject, nextIp } from '../test/helper.ts';
import { deepNesting } from './bad-values.ts';
import { changedTables, wrongAnswer } from './answer-check.ts';
import { jsonOf, requestsFor, type FuzzRequest } from './fuzz-requests.ts';
import { createFuzzWorld, heal, type Actor, type ActorName } from './fuzz-world.ts';
import {
  documentedOperations,
  inputsOf,
  operationName,
  type Operation,
} from './openapi-operations.ts';

/**
 * Every operation of the API document, fuzzed (issue #12: no 5xx from any input). Each is sent
 * generated path ids, queries and bodies (see fuzz-requests.ts and bad-values.ts) by a visitor
 * and by a user of an approved buyer+seller company, the /api/admin ones also by the platform
 * admin. Every answer is a success or a 4xx problem+json with a `code`, and a refused request
 * leaves every table's row count as it was. A new operation is fuzzed by being documented.
 *
 * Skipped operations: none. The upload (multipart/form-data) gets multipart bodies built from
 * its document schema; the event stream (GET /api/events, Server-Sent Events) is read up to
 * its head and then left, its Last-Event-ID header fuzzed like every request's headers.
 *
 * Bounded and repeatable: a fixed seed per operation and actor (from their names, so a new
 * operation does not change the others' requests) and a fixed number of requests each.
 */

/**
 * Requests per operation: a few for any, more for each input it takes (path ids, query and
 * body fields), up to a cap; the visitor is mostly refused before the input matters.
 */
const RUNS: Record<ActorName, { perInput: number; max: number }> = {
  visitor: { perInput: 0.5, max: 6 },
  company: { perInput: 1, max: 20 },
  staff: { perInput: 1, max: 12 },
};
/** FUZZ_SCALE=10 FUZZ_SEED=7 search longer and elsewhere, by hand; npm test runs the defaults. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SEED = process.env.FUZZ_SEED ?? '';
const runsFor = (actor: ActorName, operation: Operation) =>
  SCALE * Math.min(RUNS[actor].max, Math.round(2 + RUNS[actor].perInput * inputsOf(operation)));

const world = await createFuzzWorld();
const operations = await documentedOperations(world.app);
afterAll(() => world.close());

/** FNV-1a of the text: a seed that stays the same for the same operation and actor. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

async function send(actor: Actor, request: FuzzRequest, streams: boolean) {
  const response = await inject(world.app, {
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    cookie: actor.cookie,
    remoteAddress: nextIp(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(streams ? { payloadAsStream: true } : {}),
  });
  if (streams) response.stream().destroy();
  return response;
}

const shown = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)}\nbody: ${String(JSON.stringify(request.body)).slice(0, 500)}`;

async function fuzz(actor: Actor, operation: Operation) {
  let counts = await world.rowCounts();
  let changedSomething = false;
  const property = fc.asyncProperty(requestsFor(operation, world.pools), async (request) => {
    const response = await send(actor, request, operation.streams);
    const refused = response.statusCode >= 400;
    changedSomething ||= !refused && operation.method !== 'GET';
    // Mails of an earlier request leave after its answer: they are not this request's rows.
    await world.app.authMails.settled();
    const after = await world.rowCounts();
    const wrong =
      wrongAnswer(response, operation.streams) ?? (refused ? changedTables(counts, after) : null);
    counts = after;
    if (wrong) throw new Error(`${shown(request)}\n→ ${wrong}`);
  });
  const name = `${actor.name} ${operationName(operation)}`;
  await fc.assert(property, { seed: seedOf(SEED + name), numRuns: runsFor(actor.name, operation) });
  // A write that went through may have signed the actors out, banned or demoted them.
  if (changedSomething) await heal(world);
}

const forStaff = (operation: Operation) => operation.path.startsWith('/api/admin/');

describe.each(['visitor', 'company', 'staff'] as const)('as %s', (actorName) => {
  const tried = operations.filter((operation) => actorName !== 'staff' || forStaff(operation));
  it.each(tried.map((operation) => [operationName(operation), operation] as const))(
    '%s: only successes and 4xx problems',
    (_, operation) => fuzz(world.actors[actorName], operation),
  );
});

/**
 * Every operation that takes a JSON body, sent bodies nested past the limit (issue #27: a
 * deep one answered 500 on every route): as the whole body and as a field of an object, by
 * someone allowed to use it. Each is the same 400, refused before anything walks it.
 */
describe('a body nested too deeply', () => {
  const tooDeep = translate('tr', 'errors.bodyTooDeep', { max: JSON_BODY_MAX_DEPTH });
  const withJsonBody = operations.filter((operation) => operation.body?.kind === 'json');
  it.each(withJsonBody.map((operation) => [operationName(operation), operation] as const))(
    '%s: 400',
    async (_, operation) => {
      const actor = world.actors[forStaff(operation) ? 'staff' : 'company'];
      const path = operation.path.replace(/\{[^}]+\}/g, 'x');
      const bodies = deepNesting.flatMap((nested) => [nested, { note: nested }]);
      let counts = await world.rowCounts();
      for (const body of bodies) {
        const request = {
          method: operation.method,
          url: path,
          headers: { 'content-type': 'application/json', 'accept-language': 'tr' },
          payload: jsonOf(body),
          body,
        };
        const response = await send(actor, request, false);
        expect(response.statusCode, shown(request)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: tooDeep });
        const after = await world.rowCounts();
        expect(changedTables(counts, after)).toBeNull();
        counts = after;
      }
    },
  );
});
