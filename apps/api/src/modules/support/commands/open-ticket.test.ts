import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { SUPPORT_MESSAGE_MAX_LENGTH, type SupportTicketDetail } from '@teklifal/core';
import { supportMessage, supportTicket } from '../../../db/schema/index.ts';
import { inject } from '../../../test/helper.ts';
import {
  openedTicket,
  supportApi,
  ticketInput,
  uploadSupportFile,
  useSupportWorld,
} from '../test-helpers.ts';

const w = useSupportWorld();
const api = () => supportApi(w.app);
const storedTickets = async () =>
  (await w.app.db.select({ value: count() }).from(supportTicket))[0]?.value ?? 0;

describe('POST /api/support/tickets', () => {
  it('opens a company ticket, numbered, waiting for staff, with an audit line', async () => {
    const response = await api().open(w.owner, ticketInput({ subject: '  Fatura adresi  ' }));
    expect(response.statusCode).toBe(201);
    const ticket = response.json<SupportTicketDetail>();
    expect(ticket).toMatchObject({
      subject: 'Fatura adresi',
      category: 'procurement',
      status: 'open',
      company: { id: w.owner.companyId, name: 'Ege Tekstil A.Ş.' },
      messageCount: 1,
      openedByEmail: null,
      closedAt: null,
    });
    expect(ticket.ticketNo).toMatch(/^DST-\d{4}-\d{6}$/);
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        body: 'Teklif formunda gönder düğmesine basınca hata alıyorum.',
        fromStaff: false,
        attachments: [],
      }),
    ]);
    expect(await w.auditOf('support.opened', ticket.id)).toHaveLength(1);
    const second = await openedTicket(w.app, w.owner);
    expect(second.ticketNo).not.toBe(ticket.ticketNo);
  });

  it('a user without a company opens a personal ticket', async () => {
    const ticket = await openedTicket(w.app, w.loner, { category: 'company' });
    expect(ticket.company).toBeNull();
    expect((await api().get(w.loner, ticket.id)).statusCode).toBe(200);
  });

  it('carries the writer’s uploaded files; the ticket’s company reads them, others do not', async () => {
    const uploaded = await uploadSupportFile(w.app, w.owner);
    const ticket = await openedTicket(w.app, w.owner, { attachmentFileIds: [uploaded.id] });
    expect(ticket.messages[0]?.attachments).toEqual([
      expect.objectContaining({ fileId: uploaded.id, originalName: 'ekran.pdf' }),
    ]);
    const read = (who: { cookie: string } | undefined) =>
      inject(w.app, { method: 'GET', url: uploaded.url, cookie: who?.cookie });
    expect((await read(w.teammate)).statusCode).toBe(200);
    expect((await read(w.admin)).statusCode).toBe(200);
    expect((await read(w.stranger)).statusCode).toBe(404);
    expect((await read(undefined)).statusCode).toBe(404);
  });

  it('refuses another person’s file, a file already sent and an ad’s file; nothing is stored', async () => {
    const strangers = await uploadSupportFile(w.app, w.stranger);
    const used = await uploadSupportFile(w.app, w.owner);
    await openedTicket(w.app, w.owner, { attachmentFileIds: [used.id] });
    const before = await storedTickets();
    for (const fileId of [strangers.id, used.id, 'yok']) {
      const response = await api().open(w.owner, ticketInput({ attachmentFileIds: [fileId] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('attachmentFileIds');
    }
    expect(await storedTickets()).toBe(before);
  });

  it('names each wrong field in Turkish, and stores nothing', async () => {
    const before = await storedTickets();
    const messages = await w.app.db.select({ value: count() }).from(supportMessage);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: '' }, 'subject', 'Konu zorunludur'],
      [{ subject: 'Ah' }, 'subject', 'Konu en az 5 karakter olmalıdır'],
      [{ category: 'kargo' }, 'category', 'Kategori izin verilen değerlerden biri olmalıdır'],
      [{ message: 'Kısa' }, 'message', 'Mesaj en az 10 karakter olmalıdır'],
      [{ message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, 'message', 'Mesaj'],
      [{ attachmentFileIds: ['1', '2', '3', '4', '5', '6'] }, 'attachmentFileIds', 'En fazla 5'],
    ];
    for (const [overrides, field, text] of cases) {
      const response = await api().open(w.owner, { ...ticketInput(), ...overrides });
      expect(response.statusCode, field).toBe(400);
      const error = response.json().errors.find((e: { field: string }) => e.field === field);
      expect(error?.message, field).toContain(text);
    }
    expect(await storedTickets()).toBe(before);
    expect(await w.app.db.select({ value: count() }).from(supportMessage)).toEqual(messages);
  });

  it('needs a signed-in user', async () => {
    expect((await api().open(undefined)).statusCode).toBe(401);
  });
});
