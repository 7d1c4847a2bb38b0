import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLog, company, sector, user } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useStaffWorld, type StaffWorld } from '../../test/staff-world.ts';

/** The platform admin the test app creates at start (config `admin`). */
export const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

type Person = Awaited<ReturnType<typeof signUpAndSignIn>>;

/**
 * The back office on a fresh app per test file: the signed-in platform admin, one helper per
 * endpoint (as the admin unless another cookie is given) and the rows the tests check.
 * The hooks are registered by `useAdminWorld`; fields are ready inside the tests.
 */
export interface AdminWorld extends StaffWorld {
  ban: (
    userId: string,
    payload: Record<string, unknown>,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
  unban: (userId: string, cookie?: string) => Promise<LightMyRequestResponse>;
  setRole: (userId: string, role: string, cookie?: string) => Promise<LightMyRequestResponse>;
  decide: (companyId: string, payload: unknown, cookie?: string) => Promise<LightMyRequestResponse>;
  /** Whether the cookie still opens a session (GET /api/me answers 200). */
  signedIn: (cookie: string) => Promise<boolean>;
  userRow: (id: string) => Promise<typeof user.$inferSelect>;
  companyRow: (id: string) => Promise<typeof company.$inferSelect>;
  sectorBySlug: (slug: string) => Promise<typeof sector.$inferSelect | undefined>;
  /** Every audit line on one record, whatever the action. */
  auditOn: (entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
  /** A company of a new signed-in owner, with its own e-mail address. */
  companyWithOwner: (
    props?: Partial<Parameters<typeof createCompany>[1]> & { email?: string },
  ) => Promise<{ owner: Person; company: typeof company.$inferSelect }>;
}

export function useAdminWorld(): AdminWorld {
  const w = useStaffWorld(ADMIN) as AdminWorld;
  w.ban = (userId, payload, cookie) =>
    w.send('POST', `/api/admin/users/${userId}/ban`, payload, cookie);
  w.unban = (userId, cookie) =>
    w.send('POST', `/api/admin/users/${userId}/unban`, undefined, cookie);
  w.setRole = (userId, role, cookie) =>
    w.send('POST', `/api/admin/users/${userId}/role`, { role }, cookie);
  w.decide = (companyId, payload, cookie) =>
    w.send(
      'POST',
      `/api/admin/companies/${companyId}/decisions`,
      payload as Record<string, unknown>,
      cookie,
    );
  w.signedIn = async (cookie) =>
    (await inject(w.app, { method: 'GET', url: '/api/me', cookie })).statusCode === 200;
  w.userRow = async (id) => {
    const [row] = await w.app.db.select().from(user).where(eq(user.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };
  w.companyRow = async (id) => {
    const [row] = await w.app.db.select().from(company).where(eq(company.id, id));
    if (!row) throw new Error(`no company ${id}`);
    return row;
  };
  w.sectorBySlug = async (slug) => {
    const [row] = await w.app.db.select().from(sector).where(eq(sector.slug, slug));
    return row;
  };
  w.auditOn = (entityId) => w.app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  w.companyWithOwner = async (props = {}) => {
    const owner = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: owner.userId, ...props });
    const email = props.email ?? `info.${row.id.slice(-8)}@firma.com.tr`;
    await w.app.db.update(company).set({ email }).where(eq(company.id, row.id));
    return { owner, company: { ...row, email } };
  };
  return w;
}
