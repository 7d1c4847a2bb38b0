import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from '../db/schema/index.ts';
import { readCookie, verifySignedValue } from '../lib/session-cookie.ts';
import {
  createTestApp,
  inject,
  signUpAndSignIn,
  testConfig,
  type TestApp,
} from '../test/helper.ts';

const SECRET = testConfig().authSecret;
const DAY = 24 * 60 * 60 * 1000;
const sign = (value: string, secret = SECRET) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (cookie: string) => {
  const signed = readCookie(cookie, 'better-auth.session_token');
  return signed ? verifySignedValue(signed, SECRET) : null;
};
const me = (cookie: string) => inject(t.app, { method: 'GET', url: '/api/me', cookie });

describe('the session cookie', () => {
  it('reads one cookie among several, URL-decoded', () => {
    expect(
      readCookie('a=1; better-auth.session_token=x%2By.z; b=2', 'better-auth.session_token'),
    ).toBe('x+y.z');
    expect(readCookie('a=1', 'better-auth.session_token')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });

  it('accepts only a value signed with the secret', () => {
    expect(verifySignedValue(sign('token123'), SECRET)).toBe('token123');
    expect(
      verifySignedValue(sign('token123', 'another-secret-another-secret-000'), SECRET),
    ).toBeNull();
    expect(verifySignedValue('token123', SECRET)).toBeNull();
    expect(verifySignedValue(`${sign('token123').slice(0, -2)}A=`, SECRET)).toBeNull();
  });
});

describe('who is signed in', () => {
  it('a signed-in user is known; a forged signature on the same token is nobody', async () => {
    const user = await signUpAndSignIn(t.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const token = tokenOf(user.cookie);
    expect(token).toBeTruthy();
    const forged = `better-auth.session_token=${encodeURIComponent(sign(token ?? '', 'x'.repeat(40)))}`;
    expect((await me(forged)).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('a correctly signed token that names no session is nobody', async () => {
    const cookie = `better-auth.session_token=${encodeURIComponent(sign('no-such-session-token'))}`;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('an expired session is nobody', async () => {
    const user = await signUpAndSignIn(t.app);
    await t.app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(user.cookie) ?? ''));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('a session used after a day is extended to a full week again', async () => {
    const user = await signUpAndSignIn(t.app);
    const token = tokenOf(user.cookie) ?? '';
    const aged = new Date(Date.now() + 5 * DAY);
    await t.app.db.update(session).set({ expiresAt: aged }).where(eq(session.token, token));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(session).where(eq(session.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('a fresh session is not written to on a read', async () => {
    const user = await signUpAndSignIn(t.app);
    const token = tokenOf(user.cookie) ?? '';
    const [before] = await t.app.db.select().from(session).where(eq(session.token, token));
    await me(user.cookie);
    const [after] = await t.app.db.select().from(session).where(eq(session.token, token));
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });

  it('signing out ends the session for the next request', async () => {
    const user = await signUpAndSignIn(t.app);
    const out = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: user.cookie,
      headers: { origin: t.app.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});
