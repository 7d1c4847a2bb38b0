import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/** The address the document names as its server: the same wherever it is generated. */
export const DOCUMENT_SERVER_URL = 'https://teklifal.com.tr';

/**
 * The API's OpenAPI document (/api/docs/json) without a server: the whole app built in this
 * process on an empty in-memory database, as the tests build it, and asked for its document.
 * The typed client (packages/client) is generated from it; nothing listens and nothing is sent.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = {
    ...loadConfig({
      PUBLIC_URL: DOCUMENT_SERVER_URL,
      // Not a secret: this app answers no request and is closed right after.
      AUTH_SECRET: 'openapi-document-openapi-document-openapi-document',
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    }),
    inMemoryDatabase: true,
    webDist: undefined,
    admin: undefined,
  };
  const database = await openDatabase({});
  const app = await buildApp({ config, database, logger: false });
  try {
    return documentOf(app);
  } finally {
    await app.close();
  }
}

/** The app's document with its maps sorted, so the order routes are registered in is no diff. */
export function documentOf(app: FastifyInstance): Record<string, unknown> {
  const document = structuredClone(app.swagger()) as unknown as Record<string, unknown>;
  for (const key of ['paths', 'webhooks']) {
    if (isRecord(document[key])) document[key] = sortedKeys(document[key]);
  }
  if (isRecord(document.components)) {
    document.components = Object.fromEntries(
      Object.entries(document.components).map(([kind, entries]) => [
        kind,
        isRecord(entries) ? sortedKeys(entries) : entries,
      ]),
    );
  }
  return document;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sortedKeys = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
