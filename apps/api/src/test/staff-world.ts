import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, inject, signIn, type TestApp } from './helper.ts';

/** The platform admin a staff world's app creates at start (config `admin`). */
export const STAFF_ADMIN = { email: 'admin@teklifal.test', password: 'Yonetici2026' };

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One app per test file with its platform admin signed in: what the back-office tests of a
 * module start from. The hooks are registered here; the fields are ready inside the tests.
 */
export interface StaffWorld {
  app: FastifyInstance;
  admin: { cookie: string; userId: string; email: string };
  /** A request of the platform admin, of `cookie`, or of an anonymous visitor (`null`). */
  send: (
    method: Method,
    url: string,
    payload?: Record<string, unknown>,
    cookie?: string | null,
  ) => Promise<LightMyRequestResponse>;
  /** Audit lines of one action on one record. */
  auditOf: (action: string, entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

/**
 * `admin`: the platform admin the app creates at start (config `admin`). `files: true` gives
 * the app a data directory of its own (for uploads), removed afterwards.
 */
export function useStaffWorld(admin = STAFF_ADMIN, options: { files?: boolean } = {}): StaffWorld {
  let testApp: TestApp;
  let dataDir: string | undefined;
  const w = {} as StaffWorld;
  beforeAll(async () => {
    dataDir = options.files ? mkdtempSync(path.join(tmpdir(), 'teklifal-staff-')) : undefined;
    testApp = await createTestApp({ admin, ...(dataDir ? { dataDir } : {}) });
    w.app = testApp.app;
    w.admin = await signIn(w.app, admin.email, admin.password);
  });
  afterAll(async () => {
    await testApp.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  w.send = (method, url, payload, cookie = w.admin.cookie) =>
    inject(w.app, { method, url, payload, cookie: cookie ?? undefined });
  w.auditOf = (action, entityId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return w;
}
