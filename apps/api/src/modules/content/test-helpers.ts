import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, inject, signIn, type TestApp } from '../../test/helper.ts';

/** The platform admin the test app creates at start (config `admin`). */
const ADMIN = { email: 'admin@teklifal.test', password: 'Yonetici2026' };

/**
 * The public documents and their back office on a fresh app per test file, with the signed-in
 * platform admin. The hooks are registered by `useContentWorld`; fields are ready in the tests.
 */
export interface ContentWorld {
  app: FastifyInstance;
  admin: { cookie: string; userId: string };
  /** A request of the platform admin (or of `cookie`; `null` for an anonymous visitor). */
  send: (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    cookie?: string | null,
  ) => Promise<LightMyRequestResponse>;
  /** Audit lines of one action on one record. */
  auditOf: (action: string, entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

export function useContentWorld(): ContentWorld {
  let testApp: TestApp;
  const w = {} as ContentWorld;
  beforeAll(async () => {
    testApp = await createTestApp({ admin: ADMIN });
    w.app = testApp.app;
    w.admin = await signIn(w.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => testApp.close());

  w.send = (method, url, payload, cookie = w.admin.cookie) =>
    inject(w.app, { method, url, payload, cookie: cookie ?? undefined });
  w.auditOf = (action, entityId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return w;
}
