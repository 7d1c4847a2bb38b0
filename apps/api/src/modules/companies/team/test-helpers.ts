import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companyMember, invitation } from '../../../db/schema/index.ts';
import { addMember, createCompany } from '../../../test/factories.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  signUpAndSignIn,
  type TestApp,
} from '../../../test/helper.ts';

export type Person = { cookie: string; userId: string; email: string };

export const COMPANY_NAME = 'Ege Tekstil Ticaret A.Ş.';

/** One helper per team endpoint, so a test reads like the users' steps. */
export function teamApi(app: FastifyInstance) {
  return {
    members: (cookie?: string) =>
      inject(app, { method: 'GET', url: '/api/company/members', cookie }),
    changeRole: (cookie: string | undefined, userId: string, role: string) =>
      inject(app, {
        method: 'PATCH',
        url: `/api/company/members/${userId}`,
        cookie,
        payload: { role },
      }),
    remove: (cookie: string | undefined, userId: string) =>
      inject(app, { method: 'DELETE', url: `/api/company/members/${userId}`, cookie }),
    invitations: (cookie?: string) =>
      inject(app, { method: 'GET', url: '/api/company/invitations', cookie }),
    invite: (cookie: string | undefined, payload: Record<string, unknown>) =>
      inject(app, {
        method: 'POST',
        url: '/api/company/invitations',
        cookie,
        payload,
        remoteAddress: nextIp(),
      }),
    resend: (cookie: string | undefined, id: string) =>
      inject(app, {
        method: 'POST',
        url: `/api/company/invitations/${id}/resend`,
        cookie,
        remoteAddress: nextIp(),
      }),
    revoke: (cookie: string | undefined, id: string) =>
      inject(app, { method: 'DELETE', url: `/api/company/invitations/${id}`, cookie }),
    publicInvitation: (token: string) =>
      inject(app, { method: 'GET', url: `/api/invitations/${token}` }),
    accept: (token: string, cookie?: string) =>
      inject(app, { method: 'POST', url: `/api/invitations/${token}/accept`, cookie }),
  };
}

/** GET /api/me as the user: the company and role the user has now. */
const fetchMe = async (app: FastifyInstance, cookie: string) =>
  (await inject(app, { method: 'GET', url: '/api/me', cookie })).json();

export function tokenFromInvitationMail(text: string) {
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no invitation link in mail');
  return match[1];
}

/**
 * A company (owner Orhan, admin Ayla, member Mert), another company (owner Deniz) and a user
 * without a company (Selin), on a fresh app per test file. The hooks are registered by
 * `useTeamWorld`; fields and helpers are ready inside the tests. Tests that change the team
 * make people of their own (`person`), so they do not depend on each other.
 */
export interface TeamWorld {
  app: FastifyInstance;
  api: ReturnType<typeof teamApi>;
  owner: Person;
  admin: Person;
  member: Person;
  outsider: Person;
  loner: Person;
  companyId: string;
  otherCompanyId: string;
  person: (name: string, overrides?: Record<string, unknown>) => Promise<Person>;
  /** A new signed-in user added to the company with the role. */
  teammate: (name: string, role: 'admin' | 'member') => Promise<Person>;
  /** Invites `email` (as the owner unless `by` says otherwise) and returns the mailed token. */
  invitedToken: (
    email: string,
    role?: 'admin' | 'member',
    by?: Person,
  ) => Promise<{ token: string; id: string }>;
  meOf: (cookie: string) => ReturnType<typeof fetchMe>;
  storedInvitation: (id: string) => Promise<typeof invitation.$inferSelect | undefined>;
  membershipsOf: (userId: string) => Promise<(typeof companyMember.$inferSelect)[]>;
  /** Audit lines of one action, on one record when `entityId` is given. */
  auditOf: (action: string, entityId?: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

export function useTeamWorld(): TeamWorld {
  let testApp: TestApp;
  const w = {} as TeamWorld;
  beforeAll(async () => {
    testApp = await createTestApp();
    w.app = testApp.app;
    w.api = teamApi(w.app);
    [w.owner, w.admin, w.member, w.outsider, w.loner] = await Promise.all([
      w.person('Orhan Sahip'),
      w.person('Ayla Yönetici'),
      w.person('Mert Üye'),
      w.person('Deniz Başka'),
      w.person('Selin Şirketsiz'),
    ]);
    const own = await createCompany(w.app.db, { adminUserId: w.owner.userId, name: COMPANY_NAME });
    w.companyId = own.id;
    await addMember(w.app.db, w.companyId, w.admin.userId, 'admin');
    await addMember(w.app.db, w.companyId, w.member.userId, 'member');
    const other = await createCompany(w.app.db, {
      adminUserId: w.outsider.userId,
      name: 'Başka Lojistik Ltd. Şti.',
    });
    w.otherCompanyId = other.id;
  });
  afterAll(() => testApp.close());

  w.person = (name, overrides = {}) => signUpAndSignIn(w.app, { name, ...overrides });
  w.teammate = async (name, role) => {
    const someone = await w.person(name);
    await addMember(w.app.db, w.companyId, someone.userId, role);
    return someone;
  };
  w.invitedToken = async (email, role = 'member', by = w.owner) => {
    const response = await w.api.invite(by.cookie, { email, role });
    expect(response.statusCode).toBe(201);
    const mail = await latestMailTo(w.app, email);
    return { token: tokenFromInvitationMail(mail?.text ?? ''), id: response.json().id as string };
  };
  w.meOf = (cookie) => fetchMe(w.app, cookie);
  w.storedInvitation = async (id) =>
    (await w.app.db.select().from(invitation).where(eq(invitation.id, id)))[0];
  w.membershipsOf = (userId) =>
    w.app.db.select().from(companyMember).where(eq(companyMember.userId, userId));
  w.auditOf = (action, entityId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(
        entityId === undefined
          ? eq(auditLog.action, action)
          : and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)),
      );
  return w;
}
