import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../../db/schema/index.ts';
import {
  PASSWORD,
  inject,
  latestMailTo,
  nextIp,
  signIn,
  signUpAndSignIn,
  tokenFromMail,
  uniqueEmail,
} from '../../../test/helper.ts';
import { fieldsOf, useProfileWorld } from '../test-helpers.ts';

const w = useProfileWorld();

const request = (cookie: string | undefined, newEmail: unknown, headers = {}) =>
  inject(w.app, {
    method: 'POST',
    url: '/api/me/email',
    cookie,
    payload: { newEmail },
    headers,
    remoteAddress: nextIp(),
  });

describe('POST /api/me/email', () => {
  it('mails a link to the new address; opening it switches the e-mail', async () => {
    const person = await signUpAndSignIn(w.app, { name: 'Hakan Taşınan' });
    const newEmail = uniqueEmail('yeni');

    const response = await request(person.cookie, newEmail.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ newEmail });
    const [unchanged] = await w.app.db.select().from(user).where(eq(user.id, person.userId));
    expect(unchanged?.email).toBe(person.email);

    const mail = await latestMailTo(w.app, newEmail);
    expect(mail?.subject).toBe('TeklifAl: yeni e-posta adresinizi doğrulayın');
    expect(mail?.text).toContain('Merhaba Hakan Taşınan');
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    const token = tokenFromMail(mail?.text ?? '', '/verify-email');

    const verify = await inject(w.app, {
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    const [changed] = await w.app.db.select().from(user).where(eq(user.id, person.userId));
    expect(changed).toMatchObject({ email: newEmail, emailVerified: true });
    await expect(signIn(w.app, newEmail, PASSWORD)).resolves.toMatchObject({
      userId: person.userId,
    });
    await expect(signIn(w.app, person.email, PASSWORD)).rejects.toThrow(/sign-in failed/);
    const audit = await w.auditOf('profile.emailChangeRequested', person.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ from: person.email, to: newEmail });
  });

  it('writes the mail in the user’s language', async () => {
    const person = await signUpAndSignIn(w.app, { locale: 'en' });
    const newEmail = uniqueEmail('english');
    expect((await request(person.cookie, newEmail)).statusCode).toBe(202);
    expect((await latestMailTo(w.app, newEmail))?.subject).toBe(
      'TeklifAl: verify your new e-mail address',
    );
  });

  it('refuses an address used by another user (409 on newEmail), and sends nothing', async () => {
    const person = await signUpAndSignIn(w.app);
    const other = await signUpAndSignIn(w.app);
    const before = await latestMailTo(w.app, other.email);
    const response = await request(person.cookie, other.email);
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual({
      newEmail: 'Bu e-posta adresi başka bir hesapta kullanılıyor',
    });
    expect((await latestMailTo(w.app, other.email))?.id).toBe(before?.id);
  });

  it('refuses another user’s address typed in capitals too, writing no audit line', async () => {
    const person = await signUpAndSignIn(w.app);
    const other = await signUpAndSignIn(w.app);
    const response = await request(person.cookie, other.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(Object.keys(fieldsOf(response.json()))).toEqual(['newEmail']);
    expect(await w.auditOf('profile.emailChangeRequested', person.userId)).toEqual([]);
    const [row] = await w.app.db.select().from(user).where(eq(user.id, person.userId));
    expect(row?.email).toBe(person.email);
  });

  it('refuses a malformed or unchanged address with a 400 naming newEmail', async () => {
    const person = await signUpAndSignIn(w.app);
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
    expect(await w.auditOf('profile.emailChangeRequested', person.userId)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await request(undefined, uniqueEmail())).statusCode).toBe(401);
  });
});
