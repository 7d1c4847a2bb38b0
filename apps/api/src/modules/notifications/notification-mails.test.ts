import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmailKind, EmailPreferences, NotificationType } from '@teklifal/core';
import { companyMember, mailOutbox, user } from '../../db/schema/index.ts';
import { notifyCompany } from '../../lib/notify.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import { sendNotificationMails } from './jobs/send-notification-mails.ts';
import { emailUnsubscribeToken } from './mail/unsubscribe-token.ts';

/** Notification mails (#13): each kind on and off, the chat digest, unsubscribing, language. */
let t: TestApp;
let app: FastifyInstance;
let p: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  p = await orderParties(app, { buyer: 'Alıcı Yapı A.Ş.', seller: 'Satıcı Çelik Ltd.' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const run = (now = new Date()) =>
  sendNotificationMails(
    {
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      secret: app.config.authSecret,
    },
    now,
  );

/** Mails to `email` stored since `since`, oldest first (no SMTP in tests: the outbox keeps them). */
const mailsTo = (email: string, since: Date) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), gte(mailOutbox.createdAt, since)))
    .orderBy(asc(mailOutbox.createdAt));

const setPreferences = (cookie: string, preferences: Partial<EmailPreferences>) =>
  inject(app, {
    method: 'PUT',
    url: '/api/me/email-preferences',
    cookie,
    payload: {
      newBid: true,
      bidDecision: true,
      orderStep: true,
      chatMessage: true,
      matchingAd: true,
      supportAnswer: true,
      ...preferences,
    },
  });

/** A notification of each kind that goes by mail at once, as its command writes it. */
const EXAMPLES: {
  kind: Exclude<EmailKind, 'chatMessage'>;
  type: NotificationType;
  params: Record<string, string | number>;
  route: string;
  text: string;
}[] = [
  {
    kind: 'newBid',
    type: 'bidReceived',
    params: { title: 'Çelik boru', company: 'Satıcı Çelik Ltd.' },
    route: '/ad-details/c/a',
    text: '"Çelik boru" ilanınıza Satıcı Çelik Ltd. teklif verdi',
  },
  {
    kind: 'bidDecision',
    type: 'bidAccepted',
    params: { title: 'Çelik boru', orderNo: 'SIP-2026-000001' },
    route: '/orders/o1',
    text: 'Çelik boru',
  },
  {
    kind: 'orderStep',
    type: 'orderStatusChanged',
    params: { orderNo: 'SIP-2026-000002', status: 'procurement.orderStatus.shipped' },
    route: '/orders/o2',
    text: 'SIP-2026-000002 numaralı sipariş',
  },
  {
    kind: 'matchingAd',
    type: 'newAdInSector',
    params: { title: 'Vana alımı' },
    route: '/ad-details/c/b',
    text: 'Vana alımı',
  },
  {
    kind: 'supportAnswer',
    type: 'supportAnswered',
    params: { ticketNo: 'DST-000007', subject: 'Fatura sorusu' },
    route: '/support/t7',
    text: 'DST-000007 numaralı destek talebiniz yanıtlandı: Fatura sorusu',
  },
];

const notify = (companyId: string, example: (typeof EXAMPLES)[number]) =>
  app.db.transaction((tx) =>
    notifyCompany(tx, {
      companyId,
      type: example.type,
      params: example.params as never,
      route: example.route,
    }),
  );

describe('each kind of notification mail', () => {
  for (const example of EXAMPLES) {
    it(`${example.kind}: mailed with its link and an unsubscribe link while on, not once off`, async () => {
      const since = new Date();
      await setPreferences(p.buyer.cookie, {});
      await notify(p.buyer.companyId, example);
      await run();
      const [mail, ...more] = await mailsTo(p.buyer.email, since);
      expect(more).toEqual([]);
      expect(mail?.subject).toContain(example.text);
      expect(mail?.text).toContain(`http://localhost:3000${example.route}`);
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/email-unsubscribe\?token=\S+/);
      expect(mail?.html).toContain('/email-unsubscribe?token=');

      const off = await setPreferences(p.buyer.cookie, { [example.kind]: false });
      expect(off.json<EmailPreferences>()[example.kind]).toBe(false);
      const afterOff = new Date();
      await notify(p.buyer.companyId, example);
      await run();
      expect(await mailsTo(p.buyer.email, afterOff)).toEqual([]);
      await setPreferences(p.buyer.cookie, {});
    });
  }

  it('goes to every member of the company, and notifications without a kind go by no mail', async () => {
    const mate = await signUpAndSignIn(app, { name: 'Mehmet Ekip' });
    await app.db
      .insert(companyMember)
      .values({ companyId: p.seller.companyId, userId: mate.userId, role: 'member' });
    const since = new Date();
    await notify(p.seller.companyId, EXAMPLES[1] ?? EXAMPLES[0]!);
    await app.db.transaction((tx) =>
      notifyCompany(tx, {
        companyId: p.seller.companyId,
        type: 'companyApproved',
        params: { role: 'companies.roles.seller' },
        route: '/my-company',
      }),
    );
    await run();
    expect(await mailsTo(p.seller.email, since)).toHaveLength(1);
    expect(await mailsTo(mate.email, since)).toHaveLength(1);
  });

  it('a mail goes once, however many instances run the job at once', async () => {
    const since = new Date();
    await notify(p.buyer.companyId, EXAMPLES[0]!);
    await Promise.all([run(), run(), run()]);
    expect(await mailsTo(p.buyer.email, since)).toHaveLength(1);
  });

  it('is in the recipient’s language', async () => {
    await app.db.update(user).set({ locale: 'en' }).where(eq(user.id, p.buyer.userId));
    const since = new Date();
    await notify(p.buyer.companyId, EXAMPLES[4]!);
    await run();
    const [mail] = await mailsTo(p.buyer.email, since);
    expect(mail?.subject).toContain('Your support request DST-000007 was answered');
    expect(mail?.text).toContain('To stop e-mails of this kind');
    await app.db.update(user).set({ locale: 'tr' }).where(eq(user.id, p.buyer.userId));
  });
});

describe('the chat digest', () => {
  const sendMessage = (cookie: string, orderId: string, body: string) =>
    inject(app, {
      method: 'POST',
      url: `/api/orders/${orderId}/messages`,
      cookie,
      payload: { body },
    });

  it('two messages within 15 minutes make one mail; the next one waits for its own window', async () => {
    const order = await makeOrder(app, p);
    // The outbox is stamped by the database's clock (PostgreSQL's is not faked): what is new
    // is what was not there before.
    const before = new Set((await mailsTo(p.seller.email, new Date(0))).map((m) => m.id));
    const digests = async () =>
      (await mailsTo(p.seller.email, new Date(0))).filter((m) => !before.has(m.id));
    const start = new Date('2026-01-05T09:00:00.000Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    expect((await sendMessage(p.buyer.cookie, order.id, 'Merhaba')).statusCode).toBe(201);
    vi.setSystemTime(at(5));
    await sendMessage(p.buyer.cookie, order.id, 'Teslimat tarihi?');

    vi.setSystemTime(at(14));
    await run(at(14));
    expect(await digests()).toEqual([]);
    vi.setSystemTime(at(15));
    await run(at(15));
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('TeklifAl: 2 yeni mesaj');
    expect(digest?.text).toContain(`${order.orderNo} – Alıcı Yapı A.Ş.: 2 yeni mesaj`);
    expect(digest?.text).toContain(`http://localhost:3000/chat/`);

    vi.setSystemTime(at(16));
    await sendMessage(p.buyer.cookie, order.id, 'Bir şey daha');
    vi.setSystemTime(at(30));
    await run(at(30));
    expect(await digests()).toHaveLength(1);
    vi.setSystemTime(at(31));
    await run(at(31));
    const mails = await digests();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`${order.orderNo} – Alıcı Yapı A.Ş.: 1 yeni mesaj`);
  });

  it('is not sent to whom turned new messages off', async () => {
    const order = await makeOrder(app, p);
    await setPreferences(p.seller.cookie, { chatMessage: false });
    const since = new Date();
    await sendMessage(p.buyer.cookie, order.id, 'Sessiz');
    await run(new Date(Date.now() + 16 * 60_000));
    expect(await mailsTo(p.seller.email, since)).toEqual([]);
    await setPreferences(p.seller.cookie, {});
  });
});

describe('the unsubscribe link', () => {
  const unsubscribe = (token: string) =>
    inject(app, { method: 'POST', url: '/api/email-preferences/unsubscribe', payload: { token } });
  const preferencesOf = async (cookie: string) =>
    (
      await inject(app, { method: 'GET', url: '/api/me/email-preferences', cookie })
    ).json<EmailPreferences>();

  it('turns that one kind off without signing in, for that person only', async () => {
    await setPreferences(p.buyer.cookie, {});
    await setPreferences(p.seller.cookie, {});
    const token = emailUnsubscribeToken(app.config.authSecret, p.buyer.userId, 'orderStep');
    const answer = await unsubscribe(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kind: 'orderStep', email: p.buyer.email });
    expect(await preferencesOf(p.buyer.cookie)).toMatchObject({ orderStep: false, newBid: true });
    expect((await preferencesOf(p.seller.cookie)).orderStep).toBe(true);
    // Twice is fine.
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await preferencesOf(p.buyer.cookie)).orderStep).toBe(false);
  });

  it('refuses a tampered token, one re-addressed to another user or kind', async () => {
    const token = emailUnsubscribeToken(app.config.authSecret, p.seller.userId, 'newBid');
    const [, kind, signature] = token.split('.');
    const forOther = `${p.buyer.userId}.${kind}.${signature}`;
    const otherKind = `${p.seller.userId}.bidDecision.${signature}`;
    const tampered = `${token.slice(0, -2)}xx`;
    for (const bad of [forOther, otherKind, tampered, 'nonsense']) {
      const answer = await unsubscribe(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('token');
    }
    expect((await preferencesOf(p.buyer.cookie)).newBid).toBe(true);
    expect((await preferencesOf(p.seller.cookie)).newBid).toBe(true);
    const ownOtherSecret = emailUnsubscribeToken('another-secret', p.seller.userId, 'newBid');
    expect((await unsubscribe(ownOtherSecret)).statusCode).toBe(400);
  });

  it('reads and writes preferences only for a signed-in user', async () => {
    expect(
      (await inject(app, { method: 'GET', url: '/api/me/email-preferences' })).statusCode,
    ).toBe(401);
    const bad = await inject(app, {
      method: 'PUT',
      url: '/api/me/email-preferences',
      cookie: p.buyer.cookie,
      payload: { newBid: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
