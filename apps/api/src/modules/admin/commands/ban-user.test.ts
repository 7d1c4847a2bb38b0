import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endedSession, session } from '../../../db/schema/index.ts';
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

  it('tells the signed-out user at GET /api/me that they are suspended, and nothing more', async () => {
    const target = await signUpAndSignIn(w.app);
    const bystander = await signUpAndSignIn(w.app);
    expect((await w.ban(target.userId, { reason: 'Sahte belge yükledi' })).statusCode).toBe(200);

    for (const url of ['/api/me', '/api/me?optional=true']) {
      const me = await inject(w.app, { method: 'GET', url, cookie: target.cookie });
      expect(me.statusCode).toBe(403);
      expect(me.json()).toMatchObject({ code: 'USER_BANNED', status: 403 });
      expect(me.body).not.toContain(target.email);
    }
    // Anywhere else the old cookie is no session at all.
    const other = await inject(w.app, {
      method: 'GET',
      url: '/api/notifications',
      cookie: target.cookie,
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('AUTH_REQUIRED');
    // The bystander's session is untouched.
    expect(await w.signedIn(bystander.cookie)).toBe(true);

    // A cookie whose signature is not ours, or a signed token that was never ended, is no one.
    const [name, value] = splitCookie(target.cookie);
    const token = value.slice(0, value.lastIndexOf('.'));
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const unknown = `${name}=${encodeURIComponent(signed('nie-vergeben-0123456789abcdef'))}`;
    for (const cookie of [forged, unknown]) {
      const strict = await inject(w.app, { method: 'GET', url: '/api/me', cookie });
      expect(strict.statusCode).toBe(401);
      expect(strict.json().code).toBe('AUTH_REQUIRED');
      const probe = await inject(w.app, { method: 'GET', url: '/api/me?optional=true', cookie });
      expect(probe.statusCode).toBe(200);
      expect(probe.json()).toBeNull();
    }
  });

  it('keeps only the hash of each ended token, and prunes those whose session would have expired', async () => {
    const earlier = await signUpAndSignIn(w.app);
    const stale = { userId: earlier.userId, reason: 'suspended' as const };
    await w.app.db.insert(endedSession).values({
      ...stale,
      tokenHash: 'eski',
      endedAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2026-01-08T00:00:00Z'),
    });
    const target = await signUpAndSignIn(w.app);
    const [live] = await w.app.db.select().from(session).where(eq(session.userId, target.userId));
    expect((await w.ban(target.userId, { reason: 'Sahte belge yükledi' })).statusCode).toBe(200);

    const rows = await w.app.db.select().from(endedSession);
    expect(rows.find((row) => row.tokenHash === 'eski')).toBeUndefined();
    expect(rows.filter((row) => row.userId === target.userId)).toEqual([
      expect.objectContaining({ reason: 'suspended', expiresAt: live?.expiresAt }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(live?.token);
  });
});

/** The session cookie's name and its value (token.signature), URL-decoded. */
function splitCookie(cookie: string): [string, string] {
  const pair = cookie.split('; ').find((part) => part.includes('session_token='));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  const separator = pair.indexOf('=');
  return [pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1))];
}

/** A value signed as better-auth signs its session cookie, with this app's secret. */
function signed(value: string): string {
  const signature = createHmac('sha256', w.app.config.authSecret).update(value).digest('base64');
  return `${value}.${signature}`;
}
