import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportTicketDetail } from '@teklifal/core';
import type { MailContent } from '../../../lib/mail-templates.ts';
import { inject } from '../../../test/helper.ts';
import { mailsTo, runMailJob, setEmailPreferences } from '../../../test/notification-mails.ts';
import {
  openedTicket,
  storedTicket,
  supportApi,
  supportNotifications,
  uploadSupportFile,
  useSupportWorld,
} from '../test-helpers.ts';

const w = useSupportWorld();
const api = () => supportApi(w.app);
afterEach(() => vi.restoreAllMocks());

/**
 * What the mailer is handed for `email` about ticket `ticketNo` (the outbox keeps no headers),
 * from now on. Only that ticket's: the app's own mail job may still be delivering an earlier
 * test's mail.
 */
function watchMailsTo(email: string, ticketNo: string) {
  const send = vi.spyOn(w.app.mailer, 'send');
  return () =>
    send.mock.calls
      .filter(([to, content]) => to === email && content.subject.includes(ticketNo))
      .map(([, content]) => content as MailContent);
}

/** The outbox's mails to `email` about ticket `ticketNo` since `since`, oldest first. */
const ticketMailsTo = async (email: string, ticketNo: string, since: Date) =>
  (await mailsTo(w.app, email, since)).filter((mail) => mail.subject.includes(ticketNo));

describe('POST /api/admin/support/tickets/:id/messages', () => {
  it('answers: the ticket is answered, the company’s bell leads to it', async () => {
    const ticket = await openedTicket(w.app, w.owner, { subject: 'Teslimat adresi değişmiyor' });
    const response = await api().answer(w.admin, ticket.id, {
      message: 'Adres alanı ilan yayınlandıktan sonra kilitlenir.\nYeni ilan açabilirsiniz.',
    });
    expect(response.statusCode).toBe(201);
    const answered = response.json<SupportTicketDetail>();
    expect(answered.status).toBe('answered');
    expect(answered.openedByEmail).toBe(w.owner.email);
    expect(answered.messages[1]).toMatchObject({ fromStaff: true, authorName: expect.any(String) });

    const bell = (await supportNotifications(w.app, w.owner.companyId)).filter(
      (n) => n.type === 'supportAnswered',
    );
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      route: `/support/${ticket.id}`,
      message: `${ticket.ticketNo} numaralı destek talebiniz yanıtlandı: Teslimat adresi değişmiyor`,
      read: false,
    });

    expect(await w.auditOf('support.answered', ticket.id)).toHaveLength(1);
  });

  it('mails the opener once, by the notification mails, with the answer and the unsubscribe headers', async () => {
    const ticket = await openedTicket(w.app, w.owner, { subject: 'Fatura adresi' });
    await runMailJob(w.app); // what the tests before queued
    const since = new Date();
    const sent = watchMailsTo(w.owner.email, ticket.ticketNo);
    await api().answer(w.admin, ticket.id, { message: 'Faturalar profil sayfasından indirilir.' });
    await runMailJob(w.app);
    await runMailJob(w.app);

    const [mail, ...more] = await ticketMailsTo(w.owner.email, ticket.ticketNo, since);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `TeklifAl: ${ticket.ticketNo} numaralı destek talebiniz yanıtlandı: Fatura adresi`,
    );
    expect(mail?.text).toContain('Faturalar profil sayfasından indirilir.');
    expect(mail?.text).toContain(`http://localhost:3000/support/${ticket.id}`);
    expect(mail?.text).toContain('/email-unsubscribe?token=');
    const [content, ...moreSent] = sent();
    expect(moreSent).toEqual([]);
    expect(content?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/email-preferences\/one-click\?token=\S+>$/,
    );
    expect(content?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // "Your support request": the teammate sees the bell, the opener gets the mail.
    expect(await ticketMailsTo(w.teammate.email, ticket.ticketNo, since)).toEqual([]);
  });

  it('mails nothing to an opener who turned support answers off', async () => {
    await setEmailPreferences(w.app, w.owner.cookie, { supportAnswer: false });
    const ticket = await openedTicket(w.app, w.owner);
    await runMailJob(w.app);
    const since = new Date();
    await api().answer(w.admin, ticket.id, { message: 'Sorununuz giderildi.' });
    await runMailJob(w.app);
    expect(await ticketMailsTo(w.owner.email, ticket.ticketNo, since)).toEqual([]);
    // The bell still says so.
    const bell = await supportNotifications(w.app, w.owner.companyId);
    expect(bell.some((n) => n.params.ticketNo === ticket.ticketNo)).toBe(true);
    await setEmailPreferences(w.app, w.owner.cookie, {});
  });

  it('a personal ticket gets the mail only (the bell belongs to companies)', async () => {
    const ticket = await openedTicket(w.app, w.loner);
    const since = new Date();
    const sent = watchMailsTo(w.loner.email, ticket.ticketNo);
    await api().answer(w.admin, ticket.id, { message: 'Şirket kaydınızı tamamlayabilirsiniz.' });
    await runMailJob(w.app);
    const [mail, ...more] = await ticketMailsTo(w.loner.email, ticket.ticketNo, since);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(ticket.ticketNo);
    expect(mail?.text).toContain('Şirket kaydınızı tamamlayabilirsiniz.');
    expect(sent()[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('reopens a closed ticket as answered', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    await api().close(w.owner, ticket.id);
    await api().answer(w.admin, ticket.id, { message: 'Son bir bilgi vermek istedik.' });
    expect(await storedTicket(w.app, ticket.id)).toMatchObject({
      status: 'answered',
      closedAt: null,
    });
  });

  it('staff files are readable by the ticket’s company and nobody else', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    const uploaded = await uploadSupportFile(w.app, w.admin);
    await api().answer(w.admin, ticket.id, {
      message: 'Ekteki kılavuzu inceleyebilirsiniz.',
      attachmentFileIds: [uploaded.id],
    });
    const read = (who: { cookie: string }) =>
      inject(w.app, { method: 'GET', url: uploaded.url, cookie: who.cookie });
    expect((await read(w.owner)).statusCode).toBe(200);
    expect((await read(w.teammate)).statusCode).toBe(200);
    expect((await read(w.stranger)).statusCode).toBe(404);
  });

  it('is for platform staff only, 404 for an unknown ticket, and a user cannot answer', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    const payload = { message: 'Kendi talebime personel gibi yanıt.' };
    expect((await api().answer(w.owner, ticket.id, payload)).statusCode).toBe(403);
    expect((await api().staffGet(w.owner, ticket.id)).statusCode).toBe(403);
    expect((await api().answer(w.admin, 'yok', payload)).statusCode).toBe(404);
    expect((await storedTicket(w.app, ticket.id))?.status).toBe('open');
  });
});
