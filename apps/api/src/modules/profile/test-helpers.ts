import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';

/** The field → message map of a 400/409 problem. */
export const fieldsOf = (body: { errors?: Array<{ field: string; message: string }> }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

/**
 * A fresh app per test file for the profile commands, with what their tests check. The hooks
 * are registered by `useProfileWorld`; fields are ready inside the tests.
 */
export interface ProfileWorld {
  app: FastifyInstance;
  /** GET /api/me with the cookie: 200 while the session lives. */
  me: (cookie: string) => ReturnType<typeof inject>;
  /** The audit lines of one action about one user. */
  auditOf: (action: string, userId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

export function useProfileWorld(): ProfileWorld {
  let testApp: TestApp;
  const w = {} as ProfileWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
  });
  afterAll(() => testApp.close());

  w.me = (cookie) => inject(w.app, { method: 'GET', url: '/api/me', cookie });
  w.auditOf = (action, userId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, userId)));
  return w;
}
