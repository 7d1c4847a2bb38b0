import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EmailPreferences } from '@teklifal/core';
import { notification, user } from '../../db/schema/index.ts';
import { notifyCompany } from './commands/notify.ts';
import { createCompany } from '../../test/factories.ts';
import {
  createTestApp,
  inject,
  signUpAndSignIn,
  uniqueEmail,
  type TestApp,
} from '../../test/helper.ts';
import { readEmailPreferences } from './commands/set-email-preferences.ts';

type Owner = Awaited<ReturnType<typeof signUpAndSignIn>> & { companyId: string };
type Answer<T> = Promise<{ status: number; body: T }>;

/**
 * Companies and their notifications on a fresh app per test file. The hooks are registered by
 * `useNotificationsWorld`; fields are ready inside the tests.
 */
export interface NotificationsWorld {
  app: FastifyInstance;
  /** A signed-in owner of a fresh company. */
  companyOwner: (name?: string) => Promise<Owner>;
  /**
   * `count` invitation notifications for a company through notifyCompany, each a minute newer
   * than the one before (the last is the newest); returns their ids in creation order.
   */
  seed: (companyId: string, count: number) => Promise<string[]>;
  get: <T>(cookie: string | undefined, url: string) => Answer<T>;
  post: <T>(cookie: string | undefined, url: string) => Answer<T>;
  isRead: (id: string) => Promise<boolean | undefined>;
}

export function useNotificationsWorld(): NotificationsWorld {
  let testApp: TestApp;
  const w = {} as NotificationsWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
  });
  afterAll(() => testApp.close());

  const idsOf = async (companyId: string) => {
    const rows = await w.app.db
      .select({ id: notification.id })
      .from(notification)
      .where(eq(notification.companyId, companyId));
    return rows.map((row) => row.id);
  };

  w.companyOwner = async (name) => {
    const owner = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: owner.userId, name });
    return { ...owner, companyId: row.id };
  };
  w.seed = async (companyId, count) => {
    const before = new Set(await idsOf(companyId));
    for (let i = 1; i <= count; i++) {
      await notifyCompany(w.app.db, {
        companyId,
        type: 'invitationAccepted',
        params: { name: `Kişi ${i}` },
        route: '/teammembers',
      });
    }
    // uuid v7 ids grow with every insert, so sorting them gives the creation order.
    const ids = (await idsOf(companyId)).filter((id) => !before.has(id)).sort();
    const start = Date.now() - 24 * 60 * 60_000;
    for (const [i, id] of ids.entries()) {
      await w.app.db
        .update(notification)
        .set({ createdAt: new Date(start + i * 60_000) })
        .where(eq(notification.id, id));
    }
    return ids;
  };
  w.get = (cookie, url) =>
    inject(w.app, { method: 'GET', url, cookie }).then((r) => ({
      status: r.statusCode,
      body: r.json(),
    }));
  w.post = (cookie, url) =>
    inject(w.app, { method: 'POST', url, cookie, payload: {} }).then((r) => ({
      status: r.statusCode,
      body: r.json(),
    }));
  w.isRead = async (id) => {
    const [row] = await w.app.db.select().from(notification).where(eq(notification.id, id));
    return row?.read;
  };
  return w;
}

/** GET /api/me/email-preferences. */
export const emailPreferencesOf = async (app: FastifyInstance, cookie: string) =>
  (
    await inject(app, { method: 'GET', url: '/api/me/email-preferences', cookie })
  ).json<EmailPreferences>();

/** A verified person who owns a company, not signed in (an unsubscribe link needs no session). */
export async function linkRecipient(app: FastifyInstance, locale: 'tr' | 'en' = 'tr') {
  const email = uniqueEmail('abone');
  const [row] = await app.db
    .insert(user)
    .values({ name: 'Deniz Kaya', email, emailVerified: true, locale })
    .returning({ id: user.id });
  if (!row) throw new Error('user not created');
  const company = await createCompany(app.db, { adminUserId: row.id });
  return { userId: row.id, email, companyId: company.id };
}

/** The kinds a person has turned off, in EMAIL_KINDS' order. */
export const mutedKindsOf = async (app: FastifyInstance, userId: string) =>
  Object.entries(await readEmailPreferences(app.db, userId))
    .filter(([, on]) => !on)
    .map(([kind]) => kind);
