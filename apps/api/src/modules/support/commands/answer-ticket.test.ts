import { describe, expect, it } from 'vitest';
import type { SupportTicketDetail } from '@teklifal/core';
import { inject, latestMailTo } from '../../../test/helper.ts';
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

describe('POST /api/admin/support/tickets/:id/messages', () => {
  it('answers: the ticket is answered, the company’s bell leads to it, the opener gets a mail', async () => {
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

    const mail = await latestMailTo(w.app, w.owner.email);
    expect(mail?.subject).toBe(`${ticket.ticketNo} numaralı destek talebiniz yanıtlandı`);
    expect(mail?.text).toContain('Adres alanı ilan yayınlandıktan sonra kilitlenir.');
    expect(mail?.text).toContain(`http://localhost:3000/support/${ticket.id}`);
    expect(await w.auditOf('support.answered', ticket.id)).toHaveLength(1);
  });

  it('a personal ticket gets the mail only (the bell belongs to companies)', async () => {
    const ticket = await openedTicket(w.app, w.loner);
    await api().answer(w.admin, ticket.id, { message: 'Şirket kaydınızı tamamlayabilirsiniz.' });
    const mail = await latestMailTo(w.app, w.loner.email);
    expect(mail?.subject).toContain(ticket.ticketNo);
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
