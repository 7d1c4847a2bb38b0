import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignUpResult } from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import {
  createTestApp,
  inject,
  latestMailTo,
  nextIp,
  registration,
  type TestApp,
} from '../../test/helper.ts';

/**
 * Nobody learns from the API whether an address has an account here: sign-up and the password
 * reset answer a registered address exactly like an unknown one, and neither answer waits for
 * a mail to leave (an SMTP server's pace would tell the two apart).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>, ip = nextIp()) =>
  inject(t.app, { method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: ip });

const usersWithEmail = async (email: string) =>
  t.app.db.select().from(user).where(eq(user.email, email));

describe('sign-up with a registered address', () => {
  it('answers like a new registration, stores nothing, and mails the owner instead', async () => {
    const first = registration();
    const created = await signUp(first);
    expect(created.statusCode).toBe(200);
    // Its verification mail leaves after the answer: let it, so the mail read below is the
    // second sign-up's and not whichever of the two a loaded machine wrote last.
    await t.app.authMails.settled();

    const again = await signUp({ ...first, name: 'Başka Biri', phone: '0533 000 00 00' });
    expect(again.statusCode).toBe(200);
    // The same fields in the same order with the same kinds of value; only the made-up id
    // and the times differ from what a new registration would get.
    const shape = (body: string) =>
      body.replace(/"(id|createdAt|updatedAt|kvkkConsentAt)":"[^"]+"/g, '"$1":"…"');
    const answer = SignUpResult.parse(again.json());
    expect(shape(again.body)).toBe(
      shape(created.body)
        .replace(first.name as string, 'Başka Biri')
        .replace('+905321234567', '+905330000000'),
    );
    expect(answer.user.id).not.toBe(SignUpResult.parse(created.json()).user.id);

    const stored = await usersWithEmail(first.email as string);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.name).toBe(first.name);
    const mail = await latestMailTo(t.app, first.email as string);
    expect(mail?.subject).toContain('adresinizle yeni bir kayıt denendi');
    expect(mail?.text).toContain('/forgot-password');
  });

  it('counts toward the limit of one address like any sign-up: the 11th in a minute is a 429', async () => {
    const ip = nextIp();
    const registered = registration();
    expect((await signUp(registered, ip)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Alternating a registered and new addresses: both count.
      const body = i % 2 === 0 ? registered : registration();
      statuses.push((await signUp(body, ip)).statusCode);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the answers do not wait for mail', () => {
  it('sign-up (new and registered) and the reset request answer while the mail server is slow', async () => {
    const send = t.app.mailer.send;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.app.mailer.send = async (to, content) => {
      await gate;
      return send(to, content);
    };
    try {
      const person = registration();
      const answers = await Promise.all([
        signUp(person),
        signUp(registration()),
        inject(t.app, {
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: 'kayitsiz@ornek.com.tr' },
          remoteAddress: nextIp(),
        }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const registeredAgain = await signUp(person);
      const resetKnown = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: person.email },
        remoteAddress: nextIp(),
      });
      expect([registeredAgain.statusCode, resetKnown.statusCode]).toEqual([200, 200]);
    } finally {
      release();
      t.app.mailer.send = send;
    }
    await t.app.authMails.settled();
  });
});
