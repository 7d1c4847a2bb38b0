import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  cookieFrom,
  inject,
  nextIp,
  signIn,
  signUpAndSignIn,
} from '../../../test/helper.ts';
import { fieldsOf, useProfileWorld } from '../test-helpers.ts';

const w = useProfileWorld();

const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
  inject(w.app, {
    method: 'POST',
    url: '/api/me/password',
    cookie,
    payload,
    remoteAddress: nextIp(),
  });

describe('POST /api/me/password', () => {
  it('refuses a wrong current password with a 400 naming currentPassword', async () => {
    const { cookie, email } = await signUpAndSignIn(w.app);
    const response = await change(cookie, {
      currentPassword: 'Yanlis12345',
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ currentPassword: 'Mevcut şifre hatalı' });
    await expect(signIn(w.app, email, PASSWORD)).resolves.toBeTruthy();
  });

  it('after a refusal every session lives on and no audit line is written', async () => {
    const person = await signUpAndSignIn(w.app);
    const otherDevice = await signIn(w.app, person.email, PASSWORD);
    const response = await change(person.cookie, {
      currentPassword: 'Yanlis12345',
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await w.me(person.cookie)).statusCode).toBe(200);
    expect((await w.me(otherDevice.cookie)).statusCode).toBe(200);
    expect(await w.auditOf('profile.passwordChanged', person.userId)).toEqual([]);
  });

  it('checks the new password like registration does', async () => {
    const { cookie } = await signUpAndSignIn(w.app);
    const weak = await change(cookie, {
      currentPassword: PASSWORD,
      password: 'kisa',
      passwordConfirm: 'baska',
    });
    expect(weak.statusCode).toBe(400);
    expect(fieldsOf(weak.json())).toMatchObject({
      password: 'Yeni şifre en az 8 karakter olmalıdır',
    });
    const mismatch = await change(cookie, {
      currentPassword: PASSWORD,
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2027',
    });
    expect(fieldsOf(mismatch.json())).toEqual({ passwordConfirm: 'Şifreler eşleşmiyor' });
    const missing = await change(cookie, { password: 'YeniSifre2026', passwordConfirm: 'x' });
    expect(fieldsOf(missing.json())).toMatchObject({ currentPassword: 'Mevcut şifre zorunludur' });
  });

  it('changes the password, ends the other sessions, keeps this browser signed in', async () => {
    const person = await signUpAndSignIn(w.app);
    const otherDevice = await signIn(w.app, person.email, PASSWORD);
    expect((await w.me(otherDevice.cookie)).statusCode).toBe(200);

    const response = await change(person.cookie, {
      currentPassword: PASSWORD,
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(204);
    const renewed = cookieFrom(response);
    expect(renewed).toContain('session_token');
    expect((await w.me(renewed)).statusCode).toBe(200);
    expect((await w.me(otherDevice.cookie)).statusCode).toBe(401);

    await expect(signIn(w.app, person.email, PASSWORD)).rejects.toThrow(/sign-in failed/);
    const fresh = await signIn(w.app, person.email, 'YeniSifre2026');
    expect((await w.me(fresh.cookie)).json().user.email).toBe(person.email);
    const audit = await w.auditOf('profile.passwordChanged', person.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: person.userId, entityType: 'user' });
  });

  it('needs a signed-in user', async () => {
    const response = await change(undefined, {
      currentPassword: PASSWORD,
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(401);
  });
});
