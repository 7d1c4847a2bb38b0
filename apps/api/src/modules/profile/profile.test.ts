import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, user } from '../../db/schema/index.ts';
import {
  PASSWORD,
  cookieFrom,
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  signIn,
  signUpAndSignIn,
  tokenFromMail,
  uniqueEmail,
  type TestApp,
} from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fieldsOf = (body: { errors?: Array<{ field: string; message: string }> }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

const me = async (cookie: string) => inject(t.app, { method: 'GET', url: '/api/me', cookie });

describe('PATCH /api/me/profile', () => {
  const update = (cookie: string | undefined, payload: Record<string, unknown>) =>
    inject(t.app, { method: 'PATCH', url: '/api/me/profile', cookie, payload });

  it('saves name, phone and language, normalising the phone', async () => {
    const { cookie, userId } = await signUpAndSignIn(t.app);
    const response = await update(cookie, {
      name: '  Ayşe Demir ',
      phone: '0(212) 555 44 33',
      locale: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: userId,
      name: 'Ayşe Demir',
      phone: '+902125554433',
      locale: 'en',
    });
    expect((await me(cookie)).json().user).toMatchObject({ name: 'Ayşe Demir', locale: 'en' });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.entityId, userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ changed: ['name', 'phone', 'locale'] });
  });

  it('refuses bad input with the registration rules, naming each field, and stores nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t.app, { name: 'Eski Ad' });
    const response = await update(cookie, { name: 'A', phone: '123', locale: 'de' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({
      name: 'Ad Soyad en az 2 karakter olmalıdır',
      phone: 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      locale: 'Dil izin verilen değerlerden biri olmalıdır',
    });
    const empty = await update(cookie, {});
    expect(Object.keys(fieldsOf(empty.json())).sort()).toEqual(['locale', 'name', 'phone']);
    const [row] = await t.app.db.select().from(user).where(eq(user.id, userId));
    expect(row?.name).toBe('Eski Ad');
  });

  it('needs a signed-in user', async () => {
    const response = await update(undefined, {
      name: 'Ali Veli',
      phone: '05321234567',
      locale: 'tr',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
    inject(t.app, {
      method: 'POST',
      url: '/api/me/password',
      cookie,
      payload,
      remoteAddress: nextIp(),
    });

  it('refuses a wrong current password with a 400 naming currentPassword', async () => {
    const { cookie, email } = await signUpAndSignIn(t.app);
    const response = await change(cookie, {
      currentPassword: 'Yanlis12345',
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({ currentPassword: 'Mevcut şifre hatalı' });
    await expect(signIn(t.app, email, PASSWORD)).resolves.toBeTruthy();
  });

  it('checks the new password like registration does', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
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
    const person = await signUpAndSignIn(t.app);
    const otherDevice = await signIn(t.app, person.email, PASSWORD);
    expect((await me(otherDevice.cookie)).statusCode).toBe(200);

    const response = await change(person.cookie, {
      currentPassword: PASSWORD,
      password: 'YeniSifre2026',
      passwordConfirm: 'YeniSifre2026',
    });
    expect(response.statusCode).toBe(204);
    const renewed = cookieFrom(response);
    expect(renewed).toContain('session_token');
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(otherDevice.cookie)).statusCode).toBe(401);

    await expect(signIn(t.app, person.email, PASSWORD)).rejects.toThrow(/sign-in failed/);
    const fresh = await signIn(t.app, person.email, 'YeniSifre2026');
    expect((await me(fresh.cookie)).json().user.email).toBe(person.email);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'profile.passwordChanged'), eq(auditLog.entityId, person.userId)),
      );
    expect(audit).toHaveLength(1);
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

describe('POST /api/me/email', () => {
  const request = (cookie: string | undefined, newEmail: unknown, headers = {}) =>
    inject(t.app, {
      method: 'POST',
      url: '/api/me/email',
      cookie,
      payload: { newEmail },
      headers,
      remoteAddress: nextIp(),
    });

  it('mails a link to the new address; opening it switches the e-mail', async () => {
    const person = await signUpAndSignIn(t.app, { name: 'Hakan Taşınan' });
    const newEmail = uniqueEmail('yeni');

    const response = await request(person.cookie, newEmail.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ newEmail });
    const [unchanged] = await t.app.db.select().from(user).where(eq(user.id, person.userId));
    expect(unchanged?.email).toBe(person.email);

    const mail = await latestMailTo(t.app, newEmail);
    expect(mail?.subject).toBe('TeklifAl: yeni e-posta adresinizi doğrulayın');
    expect(mail?.text).toContain('Merhaba Hakan Taşınan');
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    const token = tokenFromMail(mail?.text ?? '', '/verify-email');

    const verify = await inject(t.app, {
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    const [changed] = await t.app.db.select().from(user).where(eq(user.id, person.userId));
    expect(changed).toMatchObject({ email: newEmail, emailVerified: true });
    await expect(signIn(t.app, newEmail, PASSWORD)).resolves.toMatchObject({
      userId: person.userId,
    });
    await expect(signIn(t.app, person.email, PASSWORD)).rejects.toThrow(/sign-in failed/);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'profile.emailChangeRequested'),
          eq(auditLog.entityId, person.userId),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('writes the mail in the user’s language', async () => {
    const person = await signUpAndSignIn(t.app, { locale: 'en' });
    const newEmail = uniqueEmail('english');
    expect((await request(person.cookie, newEmail)).statusCode).toBe(202);
    expect((await latestMailTo(t.app, newEmail))?.subject).toBe(
      'TeklifAl: verify your new e-mail address',
    );
  });

  it('refuses an address used by another user (409 on newEmail), and sends nothing', async () => {
    const person = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const before = await latestMailTo(t.app, other.email);
    const response = await request(person.cookie, other.email);
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual({
      newEmail: 'Bu e-posta adresi başka bir hesapta kullanılıyor',
    });
    expect((await latestMailTo(t.app, other.email))?.id).toBe(before?.id);
  });

  it('refuses a malformed or unchanged address with a 400 naming newEmail', async () => {
    const person = await signUpAndSignIn(t.app);
    const malformed = await request(person.cookie, 'yeni@');
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed.json())).toEqual({
      newEmail: 'Yeni e-posta geçerli bir e-posta adresi olmalıdır',
    });
    const same = await request(person.cookie, person.email, { 'accept-language': 'en' });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same.json())).toEqual({
      newEmail: 'The new address is the same as your current one',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await request(undefined, uniqueEmail())).statusCode).toBe(401);
  });
});
