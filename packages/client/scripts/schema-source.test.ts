import { describe, expect, it } from 'vitest';
import { firstDifference, schemaSource } from './schema-source.ts';

const documentWith = (paths: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths,
});
const health = {
  get: {
    responses: {
      200: {
        description: 'ok',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { status: { type: 'string' } } },
          },
        },
      },
    },
  },
};

describe('schemaSource', () => {
  it('is the same for the same API whatever order its routes were registered in', async () => {
    const one = await schemaSource(documentWith({ '/api/z': health, '/api/a': health }));
    const other = await schemaSource(documentWith({ '/api/a': health, '/api/z': health }));
    expect(one).toBe(other);
    expect(one.indexOf('"/api/a"')).toBeLessThan(one.indexOf('"/api/z"'));
    expect(one).toMatch(/npm run client:generate/);
    expect(one).not.toMatch(/\d{4}-\d{2}-\d{2}|\/work\//);
  });

  it('differs when the API does, and says where', async () => {
    const before = await schemaSource(documentWith({ '/api/a': health }));
    const after = await schemaSource(documentWith({ '/api/a': health, '/api/b': health }));
    expect(firstDifference(before, before)).toBeNull();
    expect(firstDifference(after, before)).toMatch(/^line \d+:\n/);
    expect(firstDifference(after, before)).toContain('+ ');
  });
});
