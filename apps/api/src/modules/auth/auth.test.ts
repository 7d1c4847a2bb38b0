import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AuthSession,
  AuthStatus,
  EmailVerification,
  PasswordResetRequested,
  SessionWithUser,
  SignInResult,
  SignOutResult,
  SignUpResult,
} from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import {
  sameProblem,
  PASSWORD,
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  registration,
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

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload,
    headers,
    remoteAddress: nextIp(),
  });

describe('registration', () => {
  it('creates an unverified user and mails a verification link', async () => {
    const body = registration();
    const response = await signUp(body);
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(user).where(eq(user.email, body.email));
    expect(row).toMatchObject({ emailVerified: false, phone: '+905321234567', role: 'user' });
    expect(row?.kvkkConsentAt).toBeInstanceOf(Date);
    const mail = await latestMailTo(t.app, body.email);
    expect(mail?.subject).toContain('e-posta adresinizi doğrulayın');
    expect(tokenFromMail(mail?.text ?? '', '/verify-email')).toBeTruthy();
  });

  it('refuses bad input with a 400 naming every field, and stores nothing', async () => {
    const body = registration({ email: 'yanlis@', phone: '123', kvkkConsent: false, name: '' });
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem.code).toBe('VALIDATION');
    const fields = Object.fromEntries(
      problem.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toEqual({
      name: 'Ad Soyad zorunludur',
      email: 'E-posta geçerli bir e-posta adresi olmalıdır',
      phone: 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      kvkkConsent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamalısınız',
    });
    const rows = await t.app.db.select().from(user).where(eq(user.email, 'yanlis@'));
    expect(rows).toHaveLength(0);
  });

  it('answers in English when the browser asks for it', async () => {
    const response = await signUp(registration({ passwordConfirm: 'Baska12345' }), {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'passwordConfirm', message: 'The passwords do not match' }),
    ]);
  });

  it('refuses a registration without KVKK consent even when the rest is valid', async () => {
    const body = registration();
    delete (body as Partial<typeof body>).kvkkConsent;
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('kvkkConsent');
  });
});

describe('e-mail verification and login', () => {
  it('refuses login before verification, allows it after', async () => {
    const body = registration();
    await signUp(body);
    const before = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: body.email, password: body.password },
      remoteAddress: nextIp(),
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');

    const token = tokenFromMail(
      (await latestMailTo(t.app, body.email))?.text ?? '',
      '/verify-email',
    );
    const verify = await inject(t.app, {
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(verify.statusCode).toBe(200);

    const session = await signIn(t.app, body.email, body.password);
    expect(session.cookie).toContain('better-auth.session_token=');
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie: session.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: body.email, name: 'Ayşe Yılmaz', emailVerified: true, role: 'user' },
      company: null,
      companyRole: null,
    });
  });

  it('refuses a forged verification token', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/auth/verify-email?token=forged.token.value',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const attempt = (payload: object) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload,
        remoteAddress: nextIp(),
      });
    const wrongPassword = await attempt({ email, password: 'Yanlis12345' });
    const unknownEmail = await attempt({ email: 'kimse@ornek.com.tr', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(sameProblem(wrongPassword)).toEqual(sameProblem(unknownEmail));
    expect(wrongPassword.json().title).toBe('E-posta veya şifre hatalı');
  });

  it('limits login attempts from one address with a readable 429', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'deneme@ornek.com.tr', password: 'Yanlis12345' },
        remoteAddress: ip,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(last?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(last?.json().title).toContain('Çok fazla deneme');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs out and the session is gone', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    const out = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await inject(t.app, { method: 'GET', url: '/api/me', cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('AUTH_REQUIRED');
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const ask = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(ask.statusCode).toBe(200);
    const mail = await latestMailTo(t.app, email);
    expect(mail?.subject).toContain('şifre sıfırlama');
    const token = tokenFromMail(mail?.text ?? '', '/reset-password');

    const weak = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'kisa', passwordConfirm: 'kisa' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');

    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'YeniSifre2026', passwordConfirm: 'YeniSifre2026' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t.app, email, 'YeniSifre2026')).resolves.toMatchObject({ email });
    await expect(signIn(t.app, email, PASSWORD)).rejects.toThrow();

    const reuse = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Baska2026x', passwordConfirm: 'Baska2026x' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'bilinmeyen@ornek.com.tr' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo(t.app, 'bilinmeyen@ornek.com.tr')).toBeNull();
  });
});

describe('cross-origin protection', () => {
  it('refuses a mutating request from another site', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@ornek.com.tr' },
      headers: { origin: 'https://kotu-site.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'CROSS_ORIGIN',
      detail:
        'https://kotu-site.example adresi bu sunucu için tanımlı değil. Uygulamayı http://localhost:3000 adresinden açın.',
    });
  });

  it('takes the loopback twins of a loopback PUBLIC_URL as the same site (127.0.0.1 for localhost)', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: registration(),
        // Served as localhost (PUBLIC_URL), opened in the browser as a loopback twin.
        headers: { origin, host: 'localhost:3000' },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, origin).toBe(200);
    }
  });
});

describe('better-auth endpoints that would bypass our rules', () => {
  it.each([
    ['POST', '/api/auth/update-user', { phone: 'telefon değil' }],
    ['POST', '/api/auth/change-email', { newEmail: 'yeni@ornek.com.tr' }],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/admin/set-role', { userId: 'x', role: 'admin' }],
  ])('%s %s is not forwarded', async (method, url, payload) => {
    const { cookie } = await signUpAndSignIn(t.app);
    const response = await inject(t.app, { method: method as 'POST', url, cookie, payload });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

/**
 * better-auth's bodies pass through as text, so no serializer checks them: these hold the
 * schemas that document them to what better-auth really sends, nothing missing, nothing more.
 */
describe('the documented answers of the better-auth endpoints', () => {
  const expectDocumented = (schema: z.ZodType, response: { statusCode: number; body: string }) => {
    expect(response.statusCode).toBe(200);
    const body: unknown = JSON.parse(response.body);
    expect(schema.parse(body)).toStrictEqual(body);
  };

  it('registration, verification and the password reset', async () => {
    const body = registration();
    const signedUp = await signUp(body);
    expectDocumented(SignUpResult, signedUp);
    expectDocumented(
      AuthStatus,
      await inject(t.app, {
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: body.email },
        remoteAddress: nextIp(),
      }),
    );
    const token = tokenFromMail(
      (await latestMailTo(t.app, body.email))?.text ?? '',
      '/verify-email',
    );
    const verify = (query: string) =>
      inject(t.app, { method: 'GET', url: `/api/auth/verify-email?token=${token}${query}` });
    expectDocumented(EmailVerification, await verify(''));
    const redirected = await verify('&callbackURL=/giris');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/giris');
    expect(redirected.body).toBe('');

    expectDocumented(
      PasswordResetRequested,
      await inject(t.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: body.email },
        remoteAddress: nextIp(),
      }),
    );
    const resetToken = tokenFromMail(
      (await latestMailTo(t.app, body.email))?.text ?? '',
      '/reset-password',
    );
    expectDocumented(
      AuthStatus,
      await inject(t.app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, password: 'YeniSifre2026', passwordConfirm: 'YeniSifre2026' },
      }),
    );
  });

  it('signing in, the sessions and signing out', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const signedIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expectDocumented(SignInResult, signedIn);
    const { cookie } = await signIn(t.app, email, PASSWORD);

    const session = (cookieHeader?: string) =>
      inject(t.app, { method: 'GET', url: '/api/auth/get-session', cookie: cookieHeader });
    expectDocumented(SessionWithUser.nullable(), await session());
    expectDocumented(SessionWithUser, await session(cookie));

    const list = await inject(t.app, { method: 'GET', url: '/api/auth/list-sessions', cookie });
    expectDocumented(z.array(AuthSession), list);
    const [first] = z.array(AuthSession).parse(list.json());
    const post = (url: string, payload: object = {}) =>
      inject(t.app, { method: 'POST', url, cookie, payload });
    expectDocumented(AuthStatus, await post('/api/auth/revoke-session', { token: first?.token }));
    expectDocumented(AuthStatus, await post('/api/auth/revoke-other-sessions'));
    expectDocumented(SignOutResult, await post('/api/auth/sign-out'));
  });

  it('confirming a new e-mail address answers with the user', async () => {
    const person = await signUpAndSignIn(t.app);
    const newEmail = uniqueEmail('yeni');
    const asked = await inject(t.app, {
      method: 'POST',
      url: '/api/me/email',
      cookie: person.cookie,
      payload: { newEmail },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(202);
    const token = tokenFromMail((await latestMailTo(t.app, newEmail))?.text ?? '', '/verify-email');
    const verify = await inject(t.app, {
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      cookie: person.cookie,
    });
    expectDocumented(EmailVerification, verify);
    expect(verify.json()).toMatchObject({ status: true, user: { email: newEmail } });
  });

  it('a NUL in a token or an e-mail is a 400 naming the field, never a 500', async () => {
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc\u0000', password: 'YeniSifre2026', passwordConfirm: 'YeniSifre2026' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors[0].field).toBe('token');
    const verify = await inject(t.app, {
      method: 'GET',
      url: '/api/auth/verify-email?token=ab%00cd',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().errors[0]).toMatchObject({
      field: 'token',
      message: 'Bağlantı kodu izin verilmeyen bir karakter içeriyor',
    });
    const signInWithNul = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a\u0000@ornek.com', password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(signInWithNul.statusCode).toBe(400);
  });
});
