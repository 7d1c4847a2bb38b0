import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/** A response that does not match its route's schema: a bug on our side, answered with 500. */
export class ResponseSchemaError extends Error {
  constructor(route: string, cause: unknown) {
    super(`The response of ${route} does not match its schema`, { cause });
  }
}

type JsonSchemaNode = Record<string, unknown>;

function isSchemaNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `anyOf: [X, {type: 'null'}]`, zod's rendering of `.nullable()`, as `type: [X, 'null']`; a
 * nullable enum keeps null among its values (a union's branch is chosen by validating it).
 */
function nullableAsTypeList(node: JsonSchemaNode): JsonSchemaNode {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex(
    (branch) => isSchemaNode(branch) && branch.type === 'null' && Object.keys(branch).length === 1,
  );
  const other: unknown = branches[1 - nullIndex];
  if (nullIndex < 0 || !isSchemaNode(other) || typeof other.type !== 'string') return node;
  const { anyOf: _branches, ...rest } = node;
  const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
  return { ...rest, ...other, type: [other.type, 'null'], ...values };
}

/**
 * zod's JSON Schema shaped for fast-json-stringify: it leaves unknown properties out by itself,
 * so `additionalProperties: false` would only make a union branch refuse a row with more
 * columns than its view; and a type list serializes a nullable value without trying branches.
 */
export function serializableJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializableJsonSchema);
  if (!isSchemaNode(node)) return node;
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'propertyNames') continue;
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = serializableJsonSchema(value);
  }
  return nullableAsTypeList(out);
}

function zodSchemaOf(schema: unknown, route: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new ResponseSchemaError(route, new Error('response schemas are zod schemas'));
}

/**
 * Serializes responses with fast-json-stringify, compiled once per route from the route's zod
 * response schema: faster than JSON.stringify, and no field the view does not declare leaves
 * the server. With `checkResponses` (tests, browser tests) every response is also encoded by
 * zod and must match, so a view that drifts from its schema fails loudly instead of losing a
 * field in silence. The check is strict both ways: a field the handler sends but the view does
 * not declare fails too, since production would drop it without a word.
 */
export function responseSerializerCompiler(options: {
  checkResponses: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const route = `${method} ${url}`;
    const zodSchema = zodSchemaOf(schema, route);
    const jsonSchema = z.toJSONSchema(zodSchema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    const stringify = fastJsonStringify(serializableJsonSchema(jsonSchema) as object);
    if (!options.checkResponses) return (data) => stringify(data);
    return (data) => {
      const encoded = zodSchema.safeEncode(data);
      if (!encoded.success) throw new ResponseSchemaError(route, encoded.error);
      const fast = stringify(data);
      const sent: unknown = JSON.parse(fast);
      if (
        !isDeepStrictEqual(sent, JSON.parse(JSON.stringify(encoded.data))) ||
        !isDeepStrictEqual(sent, JSON.parse(JSON.stringify(data)))
      ) {
        throw new ResponseSchemaError(
          route,
          new Error(`the handler returned ${JSON.stringify(data)}; the schema sends ${fast}`),
        );
      }
      return fast;
    };
  };
}
