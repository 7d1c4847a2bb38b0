import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from '../../../db/schema/index.ts';
import { createCompany } from '../../../test/factories.ts';
import { inject, PASSWORD, signIn, signUpAndSignIn } from '../../../test/helper.ts';
import { useAdminWorld } from '../test-helpers.ts';

const w = useAdminWorld();

describe('POST /api/admin/users/:id/ban', () => {
  it('signs the user out at once, refuses sign-in, and writes the audit line', async () => {
    const target = await signUpAndSignIn(w.app);
    expect(await w.signedIn(target.cookie)).toBe(true);

    const response = await w.ban(target.userId, { reason: 'Sahte belge yükledi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.userId,
      banned: true,
      banReason: 'Sahte belge yükledi',
    });
    expect(await w.signedIn(target.cookie)).toBe(false);
    expect(await w.app.db.select().from(session).where(eq(session.userId, target.userId))).toEqual(
      [],
    );

    const signInAgain = await inject(w.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.email, password: PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().code).toBe('USER_BANNED');

    const [audit] = await w.auditOf('user.banned', target.userId);
    expect(audit).toMatchObject({
      actorUserId: w.admin.userId,
      entityType: 'user',
      data: expect.objectContaining({ reason: 'Sahte belge yükledi', sessionsEnded: 1 }),
    });
  });

  it('ends the sessions of every device and names the user’s company in the audit line', async () => {
    const target = await signUpAndSignIn(w.app);
    const otherDevice = await signIn(w.app, target.email, PASSWORD);
    const row = await createCompany(w.app.db, { adminUserId: target.userId });

    const response = await w.ban(target.userId, { reason: 'Sahte şirket bilgisi' });
    expect(response.statusCode).toBe(200);
    expect(await w.signedIn(target.cookie)).toBe(false);
    expect(await w.signedIn(otherDevice.cookie)).toBe(false);
    expect(await w.auditOf('user.banned', target.userId)).toEqual([
      expect.objectContaining({
        companyId: row.id,
        data: {
          email: target.email,
          reason: 'Sahte şirket bilgisi',
          sessionsEnded: 2,
        },
      }),
    ]);
  });

  it('needs a reason, names it, and changes nothing without one', async () => {
    const target = await signUpAndSignIn(w.app);
    const response = await w.ban(target.userId, { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Askıya alma gerekçesi zorunludur' }),
    ]);
    expect((await w.userRow(target.userId)).banned).toBe(false);
    expect(await w.signedIn(target.cookie)).toBe(true);
    expect(await w.auditOf('user.banned', target.userId)).toEqual([]);
  });

  it('refuses an admin banning themself, and an unknown user', async () => {
    const self = await w.ban(w.admin.userId, { reason: 'Deneme amaçlı' });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('Kendi hesabınızı askıya alamazsınız.');
    expect((await w.userRow(w.admin.userId)).banned).toBe(false);
    expect(await w.signedIn(w.admin.cookie)).toBe(true);
    expect(await w.auditOf('user.banned', w.admin.userId)).toEqual([]);
    const missing = await w.ban('yok', { reason: 'Deneme amaçlı' });
    expect(missing.statusCode).toBe(404);
  });
});
