import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { responseSerializerCompiler, serializableJsonSchema } from './response-serializer.ts';

const View = z.object({
  id: z.string(),
  note: z.string().nullable(),
  owner: z.object({ name: z.string() }).nullable(),
  count: z.number().int(),
});

async function appServing(body: unknown, checkResponses: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/view', { schema: { response: { 200: View } } }, () => body as z.infer<typeof View>);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('turns a nullable branch into a type list and drops the closed-object flag', () => {
    const schema = serializableJsonSchema(z.toJSONSchema(View, { target: 'draft-7' }));
    expect(schema).toMatchObject({
      properties: {
        note: { type: ['string', 'null'] },
        owner: { type: ['object', 'null'], properties: { name: { type: 'string' } } },
      },
    });
    expect(JSON.stringify(schema)).not.toContain('additionalProperties');
    expect(JSON.stringify(schema)).not.toContain('$schema');
  });

  it('serializes a union whose branch has a nullable enum that is null', () => {
    const Union = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), state: z.enum(['x', 'y']).nullable() }),
      z.object({ kind: z.literal('b'), count: z.number() }),
    ]);
    const compile = responseSerializerCompiler({ checkResponses: true });
    const stringify = compile({ schema: Union, method: 'GET', url: '/union', httpStatus: '200' });
    expect(JSON.parse(stringify({ kind: 'a', state: null }) as string)).toEqual({
      kind: 'a',
      state: null,
    });
  });

  it('sends only the fields the view declares', async () => {
    const app = await appServing(
      { id: 'a', note: null, owner: { name: 'Acme', secret: 'x' }, count: 2, passwordHash: 'h' },
      false,
    );
    const response = await app.inject('/view');
    expect(response.json()).toEqual({ id: 'a', note: null, owner: { name: 'Acme' }, count: 2 });
    await app.close();
  });

  it('refuses, when checking, a response that does not match its schema', async () => {
    const app = await appServing({ id: 'a', note: 3, owner: null, count: 1 }, true);
    const response = await app.inject('/view');
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('refuses, when checking, a field the view does not declare', async () => {
    const app = await appServing({ id: 'a', note: null, owner: null, count: 1, extra: 1 }, true);
    const response = await app.inject('/view');
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('lets a wrong response through unchecked in production, serialized by the schema', async () => {
    const app = await appServing({ id: 'a', note: 'n', owner: null, count: 1.7 }, false);
    const response = await app.inject('/view');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', note: 'n', owner: null, count: 1 });
    await app.close();
  });
});

describe('the API document', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    await api.app.ready();
  });
  afterAll(() => api.close());

  it('gives every operation a response schema', () => {
    type Operation = { responses?: Record<string, { description?: string }> };
    const document = api.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const documented = Object.entries(operation.responses ?? {}).some(
          ([status, response]) =>
            /^[23]\d\d$/.test(status) && response.description !== 'Default Response',
        );
        if (!documented) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
