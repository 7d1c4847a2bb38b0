import fc from 'fast-check';
import { multipart, type MultipartPart } from '../lib/multipart.ts';
import { badBody, badId, encodeComponent, JsonText } from './bad-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { mutated } from './mutations.ts';
import { FileValue, plausibleValue, type ValuePools } from './schema-values.ts';

/** One request to send, and what to print when its answer is wrong. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The body before encoding, for the failure message. */
  body: unknown;
}

/**
 * A value as JSON, with the text of each JsonText in its place (JSON.stringify itself could not
 * write nesting that deep). A marker no generated text holds stands in for it meanwhile.
 */
export function jsonOf(value: unknown): string | undefined {
  const texts: string[] = [];
  const marked = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof JsonText ? `\u0000json-text-${texts.push(item.text) - 1}\u0000` : item,
  );
  return marked?.replace(
    /"\\u0000json-text-(\d+)\\u0000"/g,
    (_marker, index: string) => texts[Number(index)] ?? '',
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : jsonOf(value));

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(name)}=${encodeComponent(asText(item) ?? '')}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function multipartBody(body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const parts = Object.entries(body).map(([name, value]): MultipartPart =>
    value instanceof FileValue
      ? { name, filename: value.filename, contentType: value.contentType, data: value.data }
      : { name, value: asText(value) ?? '' },
  );
  return multipart(parts);
}

/** The body as the operation's media type carries it, or now and then as another one. */
function encodedBody(operation: Operation, body: unknown, asOtherType: boolean) {
  if (body === undefined) return {};
  const form = operation.body?.kind === 'multipart' && !asOtherType ? multipartBody(body) : null;
  if (form) return { payload: form.payload, headers: form.headers };
  const type = asOtherType ? 'text/plain' : 'application/json';
  return { payload: jsonOf(body) ?? '', headers: { 'content-type': type } };
}

/** The path segment before a parameter: `tickets` for `{id}` in `/support/tickets/{id}`. */
const resourceOf = (operation: Operation, name: string) =>
  new RegExp(`([^/]+)/\\{${name}\\}`).exec(operation.path)?.[1];

/**
 * Requests for one operation: path ids of real records or ones no record has, queries and
 * bodies shaped like the document says with bad values mixed in, or bodies of another shape
 * entirely; in Turkish, English or a language nobody asked for.
 */
export function requestsFor(operation: Operation, pools: ValuePools): fc.Arbitrary<FuzzRequest> {
  const pathValues = operation.pathParams.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pools.idsFor(name, resourceOf(operation, name))) },
      { weight: 1, arbitrary: badId },
    ),
  );
  const queryParams: JsonSchema = { type: 'object', properties: operation.query };
  const query = mutated(plausibleValue('query', queryParams, pools));
  const body = operation.body
    ? fc.oneof(
        { weight: 9, arbitrary: mutated(plausibleValue('body', operation.body.schema, pools)) },
        { weight: 1, arbitrary: badBody },
      )
    : fc.constant(undefined);
  const headers = fc.record({
    'accept-language': fc.constantFrom('tr', 'en', 'en-US,en;q=0.9', 'xx', '*'),
    'last-event-id': fc.constantFrom('', '-1', '42', '1e308', 'abc', '9'.repeat(400)),
  });
  return fc
    .tuple(fc.tuple(...pathValues), query, body, headers, fc.boolean(), fc.nat(19))
    .map(([ids, queryValues, bodyValue, headerValues, withLastEventId, otherType]) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodeComponent(ids[index++] ?? ''));
      // A spoiled query may be no object at all: it then adds nothing to the URL.
      const params = queryValues && typeof queryValues === 'object' ? queryValues : {};
      const defined = Object.entries(params).filter(([, value]) => value !== undefined);
      const encoded = encodedBody(operation, bodyValue, otherType === 0);
      return {
        method: operation.method,
        url: path + queryString(Object.fromEntries(defined)),
        headers: {
          'accept-language': headerValues['accept-language'],
          ...(withLastEventId ? { 'last-event-id': headerValues['last-event-id'] } : {}),
          ...encoded.headers,
        },
        ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
        body: bodyValue,
      };
    });
}
