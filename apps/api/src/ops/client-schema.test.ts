import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEMA_FILE,
  firstDifference,
  schemaSource,
} from '../../../../packages/client/scripts/schema-source.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * The typed client (packages/client) is only as good as its generated types: CI fails here when
 * a route changed and `npm run client:generate` was not run, as `npm run client:check` does.
 */
describe('packages/client/src/schema.d.ts', () => {
  let document: Record<string, unknown>;
  beforeAll(async () => {
    document = await openApiDocument();
  }, 120_000);

  it('is what the API documents now (else: npm run client:generate, and commit it)', async () => {
    const stored = await readFile(SCHEMA_FILE, 'utf8');
    const difference = firstDifference(await schemaSource(document), stored);
    expect(
      difference,
      `schema.d.ts is stale (- checked in, + the API now) at ${difference}`,
    ).toBeNull();
  });

  it('would notice a route the API gained or lost', async () => {
    const paths = { ...(document.paths as Record<string, unknown>) };
    delete paths['/api/orders'];
    const stored = await readFile(SCHEMA_FILE, 'utf8');
    expect(firstDifference(await schemaSource({ ...document, paths }), stored)).not.toBeNull();
  });
});
