import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { ADMIN, useAdminWorld } from './test-helpers.ts';

// Banning, unbanning and admin rights are tested beside their commands (commands/*.test.ts).
const w = useAdminWorld();

describe('access to /api/admin/users', () => {
  it('refuses an anonymous visitor (401) and an ordinary user (403) on every route', async () => {
    const ordinary = await signUpAndSignIn(w.app);
    const target = await signUpAndSignIn(w.app);
    const routes: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/api/admin/users/${target.userId}/ban`, { reason: 'Kurallara aykırı ilan' }],
      ['POST', `/api/admin/users/${target.userId}/unban`, undefined],
      ['POST', `/api/admin/users/${target.userId}/role`, { role: 'admin' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await inject(w.app, { method: method as 'GET', url, payload });
      expect(anonymous.statusCode).toBe(401);
      const refused = await inject(w.app, {
        method: method as 'GET',
        url,
        payload,
        cookie: ordinary.cookie,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await w.userRow(target.userId)).toMatchObject({ role: 'user', banned: false });
  });
});

describe('GET /api/admin/users', () => {
  it('searches names and e-mails Turkish-aware and shows the company of each user', async () => {
    const owner = await signUpAndSignIn(w.app, { name: 'İsmail Işıkgöz' });
    const row = await createCompany(w.app.db, {
      adminUserId: owner.userId,
      name: 'Işıkgöz Optik Ltd.',
    });
    const list = async (query: string) => {
      const response = await w.send('GET', `/api/admin/users?${query}`);
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
    const admins = await w.send('GET', '/api/admin/users?role=admin');
    expect(admins.json().items).toEqual([
      expect.objectContaining({ email: ADMIN.email, role: 'admin', isSelf: true }),
    ]);
    const banned = await signUpAndSignIn(w.app);
    await w.ban(banned.userId, { reason: 'Sahte şirket bilgisi' });
    const bannedOnly = await w.send('GET', '/api/admin/users?banned=true');
    expect(bannedOnly.json().items.map((u: { id: string }) => u.id)).toEqual([banned.userId]);
    const active = await w.send('GET', '/api/admin/users?banned=false&pageSize=100');
    expect(active.json().items.map((u: { id: string }) => u.id)).not.toContain(banned.userId);
    const bad = await w.send('GET', '/api/admin/users?role=owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
  });
});
