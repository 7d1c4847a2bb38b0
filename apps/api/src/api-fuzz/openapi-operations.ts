import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the API document uses for its inputs (zod's output). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

export type BodyKind = 'json' | 'multipart';

/** One operation of the API document, as much of it as a request needs. */
export interface Operation {
  method: string;
  /** The path template, e.g. `/api/ads/{adId}/bids/mine`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: { kind: BodyKind; schema: JsonSchema } | null;
  /** Its success answer is an open stream (Server-Sent Events): read the head, then leave. */
  streams: boolean;
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

interface DocumentOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const BODY_TYPES: Record<string, BodyKind> = {
  'application/json': 'json',
  'multipart/form-data': 'multipart',
};

function bodyOf(operation: DocumentOperation): Operation['body'] {
  for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
    const kind = BODY_TYPES[type];
    if (kind) return { kind, schema: content.schema };
  }
  return null;
}

/** Every operation the app documents at /api/docs/json, in the document's order. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const success = operation.responses?.['200']?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        ),
        body: bodyOf(operation),
        streams: 'text/event-stream' in success,
      };
    }),
  );
}

/** The scalar fields of a schema (a list counts its item's). */
function fieldsOf(schema: JsonSchema | undefined): number {
  if (!schema) return 0;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return Math.max(...branches.map(fieldsOf));
  if (schema.type === 'object') {
    return Object.values(schema.properties ?? {}).reduce((sum, field) => sum + fieldsOf(field), 0);
  }
  return schema.type === 'array' ? fieldsOf(schema.items) : 1;
}

/** How much input an operation takes: path ids, query fields, body fields. */
export const inputsOf = (operation: Operation) =>
  operation.pathParams.length +
  Object.keys(operation.query).length +
  fieldsOf(operation.body?.schema);
