import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { inject, PASSWORD, signIn, signUpAndSignIn } from '../../../test/helper.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

describe('POST /api/admin/users/:id/unban', () => {
  it('lifts the ban: the user signs in again, and the audit line keeps the old reason', async () => {
    const target = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { adminUserId: target.userId });
    expect((await w.ban(target.userId, { reason: 'Sahte belge yükledi' })).statusCode).toBe(200);
    await expect(signIn(w.app, target.email, PASSWORD, '10.77.1.1')).rejects.toThrow(
      /sign-in failed/,
    );

    const unban = await w.unban(target.userId);
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({ id: target.userId, banned: false, banReason: null });
    expect(await w.userRow(target.userId)).toMatchObject({
      banned: false,
      banReason: null,
      banExpires: null,
    });
    const again = await signIn(w.app, target.email, PASSWORD, '10.77.1.2');
    expect(await w.signedIn(again.cookie)).toBe(true);
    expect(await w.auditOf('user.unbanned', target.userId)).toEqual([
      expect.objectContaining({
        actorUserId: w.admin.userId,
        companyId: row.id,
        entityType: 'user',
        data: { email: target.email, previousReason: 'Sahte belge yükledi' },
      }),
    ]);
  });

  it('forgets that the old sessions ended by suspension: their cookies are simply signed out', async () => {
    const target = await signUpAndSignIn(w.app);
    expect((await w.ban(target.userId, { reason: 'Sahte belge yükledi' })).statusCode).toBe(200);
    const suspended = await inject(w.app, { method: 'GET', url: '/api/me', cookie: target.cookie });
    expect(suspended.json().code).toBe('USER_BANNED');

    expect((await w.unban(target.userId)).statusCode).toBe(200);
    const old = await inject(w.app, { method: 'GET', url: '/api/me', cookie: target.cookie });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('AUTH_REQUIRED');
    const probe = await inject(w.app, {
      method: 'GET',
      url: '/api/me?optional=true',
      cookie: target.cookie,
    });
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toBeNull();
    const again = await signIn(w.app, target.email, PASSWORD, '10.77.1.3');
    const me = await inject(w.app, { method: 'GET', url: '/api/me', cookie: again.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: target.userId } });
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    const missing = await w.unban('yok');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect(await w.auditOf('user.unbanned', 'yok')).toEqual([]);
  });
});
