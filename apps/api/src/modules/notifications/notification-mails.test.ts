import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmailKind, EmailPreferences, NotificationType } from '@teklifal/core';
import { companyMember, user } from '../../db/schema/index.ts';
import { notifyCompany } from './commands/notify.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { orderParties, type OrderParties } from '../../test/orders.ts';
import { sendNotificationMails } from './jobs/send-notification-mails.ts';
import {
  mailsTo as mailsToOf,
  runMailJob,
  setEmailPreferences,
} from '../../test/notification-mails.ts';

/**
 * Notification mails (#13): each kind on and off, team members, once, language. The chat digest:
 * chat-digest.test.ts; the unsubscribe link and one-click: email-unsubscribe.test.ts.
 */
let t: TestApp;
let app: FastifyInstance;
let p: OrderParties;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  p = await orderParties(app, { buyer: 'Alıcı Yapı A.Ş.', seller: 'Satıcı Çelik Ltd.' });
});
afterAll(() => t.close());

const run = (now = new Date()) => runMailJob(app, now);
const mailsTo = (email: string, since: Date) => mailsToOf(app, email, since);
const setPreferences = (cookie: string, preferences: Partial<EmailPreferences>) =>
  setEmailPreferences(app, cookie, preferences);

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

  it('a run stopped mid-batch (the instance stopping) hands the unsent mails back: the next run sends them, once each', async () => {
    const since = new Date();
    for (const example of EXAMPLES.slice(0, 3)) await notify(p.buyer.companyId, example);
    let sending = 0;
    const sentFirst = await sendNotificationMails({
      db: app.db,
      mailer: { send: (to, content) => (sending++, app.mailer.send(to, content)) },
      publicUrl: app.config.publicUrl,
      secret: app.config.authSecret,
      // The stop comes while the first mail is being sent.
      stopping: () => sending > 0,
    });
    expect(sentFirst).toBe(1);
    expect(await mailsTo(p.buyer.email, since)).toHaveLength(1);

    expect(await run()).toBe(2);
    const mails = await mailsTo(p.buyer.email, since);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(3);
    expect(await run()).toBe(0);
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

  it('writes a moment in the recipient’s language on the Istanbul clock, an older written one as is', async () => {
    const scheduled = (date: string) => ({
      kind: 'auction' as const,
      type: 'auctionScheduled' as const,
      params: { title: 'Vinç', date },
      route: '/auctions/a1',
      text: '',
    });
    const subjectIn = async (locale: 'tr' | 'en', date: string) => {
      await app.db.update(user).set({ locale }).where(eq(user.id, p.buyer.userId));
      const since = new Date();
      await notify(p.buyer.companyId, scheduled(date));
      await run();
      const [mail] = await mailsTo(p.buyer.email, since);
      return `${mail?.subject}\n${mail?.text}`;
    };
    const instant = '2026-12-01T11:00:00.000Z';
    const english = await subjectIn('en', instant);
    expect(english).toContain('"Vinç". Starts: 1 Dec 2026 14:00');
    expect(english).not.toContain(instant);
    expect(await subjectIn('tr', instant)).toContain('Başlangıç: 01.12.2026 14:00');
    // A row stored before dates were kept as instants: its Turkish writing is shown as is.
    expect(await subjectIn('en', '01.12.2026 14:00')).toContain('Starts: 01.12.2026 14:00');
    await app.db.update(user).set({ locale: 'tr' }).where(eq(user.id, p.buyer.userId));
  });
});

describe('the preferences', () => {
  it('are read and written only by a signed-in user, and checked', async () => {
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
