import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, session, user } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import {
  createTestApp,
  inject,
  PASSWORD,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../../test/helper.ts';

const ADMIN = { email: 'yonetici@teklifal.com.tr', password: 'Yonetici2026' };

let t: TestApp;
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  admin = await signIn(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown> | undefined, cookie = admin.cookie) =>
  inject(t.app, { method: 'POST', url, payload, cookie });

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(user).where(eq(user.id, id));
  return row!;
}

describe('access to /api/admin/users', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403) on every route', async () => {
    const ordinary = await signUpAndSignIn(t.app);
    const target = await signUpAndSignIn(t.app);
    const routes: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/api/admin/users/${target.userId}/ban`, { reason: 'Kurallara aykırı ilan' }],
      ['POST', `/api/admin/users/${target.userId}/unban`, undefined],
      ['POST', `/api/admin/users/${target.userId}/role`, { role: 'admin' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await inject(t.app, { method: method as 'GET', url, payload });
      expect(anonymous.statusCode).toBe(401);
      const refused = await inject(t.app, {
        method: method as 'GET',
        url,
        payload,
        cookie: ordinary.cookie,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await userRow(target.userId)).toMatchObject({ role: 'user', banned: false });
  });
});

describe('GET /api/admin/users', () => {
  it('searches names and e-mails Turkish-aware and shows the company of each user', async () => {
    const owner = await signUpAndSignIn(t.app, { name: 'İsmail Işıkgöz' });
    const row = await createCompany(t.app.db, {
      adminUserId: owner.userId,
      name: 'Işıkgöz Optik Ltd.',
    });
    const list = async (query: string) => {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/admin/users?${query}`,
        cookie: admin.cookie,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    for (const q of ['ismail ışıkgöz', 'İSMAİL', 'isikgoz', owner.email.toUpperCase()]) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(page.items.map((u: { id: string }) => u.id)).toContain(owner.userId);
    }
    const page = await list(`q=${encodeURIComponent(owner.email)}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: owner.userId,
        name: 'İsmail Işıkgöz',
        role: 'user',
        banned: false,
        companyId: row.id,
        companyName: 'Işıkgöz Optik Ltd.',
        companyRole: 'owner',
        isSelf: false,
      }),
    ]);
    expect(page.items[0]).not.toHaveProperty('password');
  });

  it('filters by role and ban state', async () => {
    const admins = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users?role=admin',
      cookie: admin.cookie,
    });
    expect(admins.json().items).toEqual([
      expect.objectContaining({ email: ADMIN.email, role: 'admin', isSelf: true }),
    ]);
    const banned = await signUpAndSignIn(t.app);
    await post(`/api/admin/users/${banned.userId}/ban`, { reason: 'Sahte şirket bilgisi' });
    const bannedOnly = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users?banned=true',
      cookie: admin.cookie,
    });
    expect(bannedOnly.json().items.map((u: { id: string }) => u.id)).toEqual([banned.userId]);
    const active = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users?banned=false&pageSize=100',
      cookie: admin.cookie,
    });
    expect(active.json().items.map((u: { id: string }) => u.id)).not.toContain(banned.userId);
    const bad = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users?role=owner',
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
  });
});

describe('banning', () => {
  it('signs the user out at once, refuses sign-in, and writes the audit line', async () => {
    const target = await signUpAndSignIn(t.app);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/me', cookie: target.cookie })).statusCode,
    ).toBe(200);

    const response = await post(`/api/admin/users/${target.userId}/ban`, {
      reason: 'Sahte belge yükledi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.userId,
      banned: true,
      banReason: 'Sahte belge yükledi',
    });
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: target.cookie });
    expect(me.statusCode).toBe(401);
    expect(await t.app.db.select().from(session).where(eq(session.userId, target.userId))).toEqual(
      [],
    );

    const signInAgain = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.email, password: PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().code).toBe('USER_BANNED');

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.userId), eq(auditLog.action, 'user.banned')));
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      entityType: 'user',
      data: expect.objectContaining({ reason: 'Sahte belge yükledi', sessionsEnded: 1 }),
    });

    const unban = await post(`/api/admin/users/${target.userId}/unban`, undefined);
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({ banned: false, banReason: null });
    const again = await signIn(t.app, target.email, PASSWORD, '10.77.0.2');
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/me', cookie: again.cookie })).statusCode,
    ).toBe(200);
    const [unbanAudit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.userId), eq(auditLog.action, 'user.unbanned')));
    expect(unbanAudit?.actorUserId).toBe(admin.userId);
  });

  it('needs a reason, names it, and changes nothing without one', async () => {
    const target = await signUpAndSignIn(t.app);
    const response = await post(`/api/admin/users/${target.userId}/ban`, { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Askıya alma gerekçesi zorunludur' }),
    ]);
    expect((await userRow(target.userId)).banned).toBe(false);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/me', cookie: target.cookie })).statusCode,
    ).toBe(200);
  });

  it('refuses an admin banning themself, and an unknown user', async () => {
    const self = await post(`/api/admin/users/${admin.userId}/ban`, { reason: 'Deneme amaçlı' });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('Kendi hesabınızı askıya alamazsınız.');
    expect((await userRow(admin.userId)).banned).toBe(false);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/me', cookie: admin.cookie })).statusCode,
    ).toBe(200);
    const missing = await post('/api/admin/users/yok/ban', { reason: 'Deneme amaçlı' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('platform admin rights', () => {
  it('grants and removes admin rights, with audit lines', async () => {
    const target = await signUpAndSignIn(t.app);
    const grant = await post(`/api/admin/users/${target.userId}/role`, { role: 'admin' });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().role).toBe('admin');
    const adminPage = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users',
      cookie: target.cookie,
    });
    expect(adminPage.statusCode).toBe(200);

    const remove = await post(`/api/admin/users/${target.userId}/role`, { role: 'user' });
    expect(remove.statusCode).toBe(200);
    expect((await userRow(target.userId)).role).toBe('user');
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/admin/users',
      cookie: target.cookie,
    });
    expect(refused.statusCode).toBe(403);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.userId), eq(auditLog.action, 'user.roleChanged')));
    expect(audit.map((a) => a.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'user', to: 'admin' }),
        expect.objectContaining({ from: 'admin', to: 'user' }),
      ]),
    );
    const bad = await post(`/api/admin/users/${target.userId}/role`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
  });

  it('keeps the last admin: the only admin cannot be demoted (409)', async () => {
    const response = await post(`/api/admin/users/${admin.userId}/role`, { role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('en az bir etkin yönetici');
    expect((await userRow(admin.userId)).role).toBe('admin');
  });

  it('refuses an admin removing their own rights (403) while another admin exists', async () => {
    const second = await signUpAndSignIn(t.app);
    await post(`/api/admin/users/${second.userId}/role`, { role: 'admin' });
    const self = await post(`/api/admin/users/${admin.userId}/role`, { role: 'user' });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('Kendi yöneticilik yetkinizi kaldıramazsınız.');
    expect((await userRow(admin.userId)).role).toBe('admin');
    // The other admin may remove them; then the first admin is the last one again.
    const byOther = await post(`/api/admin/users/${second.userId}/role`, { role: 'user' });
    expect(byOther.statusCode).toBe(200);
    const lastAgain = await post(
      `/api/admin/users/${admin.userId}/role`,
      { role: 'user' },
      admin.cookie,
    );
    expect(lastAgain.statusCode).toBe(409);
  });
});
