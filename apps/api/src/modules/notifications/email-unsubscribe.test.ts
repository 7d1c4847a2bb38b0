import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { EmailKind, Problem } from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import { notifyCompany } from './commands/notify.ts';
import {
  createTestApp,
  inject,
  nextIp,
  registration,
  signIn,
  type TestApp,
} from '../../test/helper.ts';
import { headerOf, startSmtp } from '../../test/smtp.ts';
import { emailUnsubscribeToken } from './mail/unsubscribe-token.ts';
import { runMailJob } from '../../test/notification-mails.ts';
import { linkRecipient, mutedKindsOf } from './test-helpers.ts';

/**
 * The unsubscribe link of notification mails (#13): the List-Unsubscribe headers as they leave
 * over SMTP, the mail provider's one-click POST (RFC 8058) from another site without a session,
 * and every refused link changing nothing. The page's own calls: email-unsubscribe-page.test.ts.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

const NOW = new Date('2026-03-02T10:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const person = () => linkRecipient(app);

/**
 * A signed-in person (the mailed verification link goes over SMTP here: the address is marked
 * verified directly).
 */
async function signedInPerson() {
  const body = registration();
  const signUp = await inject(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, body.email));
  return signIn(app, body.email, body.password);
}

const tokenFor = (userId: string, kind: EmailKind, sentAt = NOW) =>
  emailUnsubscribeToken(app.config.authSecret, { userId, kind, sentAt });

/** As a mail provider's server posts it: from elsewhere, form-encoded, no session of ours. */
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click', headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });
const oneClickUrl = (token: string) =>
  `/api/email-preferences/one-click?token=${encodeURIComponent(token)}`;

const mutedOf = (userId: string) => mutedKindsOf(app, userId);

describe('the headers of a sent mail', () => {
  it('name the one-click address (List-Unsubscribe and List-Unsubscribe-Post), and it works', async () => {
    const someone = await person();
    await notifyCompany(app.db, {
      companyId: someone.companyId,
      type: 'supportAnswered',
      params: { ticketNo: 'DST-000009', subject: 'Fatura' },
      route: '/support/t9',
    });
    await runMailJob(app);
    const mail = smtp.received.find((m) => m.to.includes(someone.email));
    if (!mail) throw new Error('no mail over SMTP');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(address).toMatch(
      /^http:\/\/localhost:3000\/api\/email-preferences\/one-click\?token=[^\s&]+$/,
    );
    // The body keeps the page's link for people; the header's address is for the provider.
    expect(mail.raw).toContain('/email-unsubscribe?token=');

    const url = new URL(address ?? '');
    const answer = await oneClick(`${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', {
      origin: 'https://mail.provider.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      kind: 'supportAnswer',
      email: someone.email,
      turnedOff: ['supportAnswer'],
    });
    expect(await mutedOf(someone.userId)).toEqual(['supportAnswer']);
  });
});

describe('the one-click POST', () => {
  it('turns the kind off with a valid token, multipart too, twice is fine; a session cookie is not used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const someone = await person();
    const signedIn = await signedInPerson();
    const url = oneClickUrl(tokenFor(someone.userId, 'newBid', daysBefore(180)));
    // A real session's cookie without any Origin: any other write is refused for it (see the
    // last test); here the cookies are dropped, the token alone decides, and no cookie is set.
    const answer = await oneClick(url, 'List-Unsubscribe=One-Click', { cookie: signedIn.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await mutedOf(someone.userId)).toEqual(['newBid']);
    expect(await mutedOf(signedIn.userId)).toEqual([]);

    const form =
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n';
    const url2 = oneClickUrl(tokenFor(someone.userId, 'orderStep'));
    const multipart = await oneClick(url2, form, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await oneClick(url2)).statusCode).toBe(200);
    expect(await mutedOf(someone.userId)).toEqual(['newBid', 'orderStep']);
  });

  it('refuses a forged, re-addressed, expired or foreign token with a clear problem, changing nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const someone = await person();
    const other = await person();
    const token = tokenFor(someone.userId, 'newBid');
    const [, kind, day, signature] = token.split('.');
    const refused = {
      forged: `${token.slice(0, -2)}xx`,
      otherPerson: `${other.userId}.${kind}.${day}.${signature}`,
      otherKind: `${someone.userId}.bidDecision.${day}.${signature}`,
      laterDay: `${someone.userId}.${kind}.${Number(day) + 1}.${signature}`,
      otherSecret: emailUnsubscribeToken('another-secret', {
        userId: someone.userId,
        kind: 'newBid',
        sentAt: NOW,
      }),
      oldFormat: `${someone.userId}.${kind}.${signature}`,
      nonsense: 'nonsense',
    };
    for (const [name, bad] of Object.entries(refused)) {
      const answer = await oneClick(oneClickUrl(bad));
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json<Problem>(), name).toMatchObject({
        code: 'INVALID_TOKEN',
        detail: 'Bu abonelikten çıkma bağlantısı geçersiz.',
      });
    }
    const expired = await oneClick(
      oneClickUrl(tokenFor(someone.userId, 'newBid', daysBefore(181))),
      'List-Unsubscribe=One-Click',
      { 'accept-language': 'en' },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json<Problem>()).toMatchObject({
      code: 'INVALID_TOKEN',
      title: 'The link is invalid or has expired',
      detail: expect.stringContaining('This unsubscribe link has expired: links work for 180 days'),
    });
    expect(await mutedOf(someone.userId)).toEqual([]);
    expect(await mutedOf(other.userId)).toEqual([]);
  });

  it('wants the RFC’s body: anything else is refused and changes nothing', async () => {
    const someone = await person();
    const url = oneClickUrl(tokenFor(someone.userId, 'newBid', new Date()));
    expect((await oneClick(url, 'List-Unsubscribe=Yes')).statusCode).toBe(400);
    expect((await oneClick(url, '')).statusCode).toBe(400);
    const garbled = await oneClick(url, 'not a form', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(garbled.statusCode).toBe(400);
    expect((await oneClick('/api/email-preferences/one-click')).statusCode).toBe(400);
    expect(await mutedOf(someone.userId)).toEqual([]);
  });

  it('is the only write taken from another site: the page’s own POST and the session’s writes still are not', async () => {
    const someone = await person();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/email-preferences/unsubscribe',
      remoteAddress: nextIp(),
      headers: { origin: 'https://evil.example' },
      payload: { token: tokenFor(someone.userId, 'newBid', new Date()) },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json<Problem>().code).toBe('CROSS_ORIGIN');
    expect(await mutedOf(someone.userId)).toEqual([]);

    const signedIn = await signedInPerson();
    // Every kind on but new bids: the one write both the refused requests and the site make.
    const preferences = {
      newBid: false,
      bidDecision: true,
      orderStep: true,
      chatMessage: true,
      matchingAd: true,
      supportAnswer: true,
      auction: true,
      companyApplication: true,
    };
    const refusals = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {}, // cookies that name no page
    ];
    for (const headers of refusals) {
      const write = await app.inject({
        method: 'PUT',
        url: '/api/me/email-preferences',
        remoteAddress: nextIp(),
        headers: { cookie: signedIn.cookie, ...headers },
        payload: preferences,
      });
      expect(write.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await mutedOf(signedIn.userId)).toEqual([]);
    // The same write from the site itself passes: it was the origin that was refused.
    const own = await inject(app, {
      method: 'PUT',
      url: '/api/me/email-preferences',
      cookie: signedIn.cookie,
      payload: preferences,
    });
    expect(own.statusCode).toBe(200);
    expect(await mutedOf(signedIn.userId)).toEqual(['newBid']);
  });
});
