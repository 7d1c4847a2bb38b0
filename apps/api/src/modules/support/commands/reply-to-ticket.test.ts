import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SupportTicketDetail } from '@teklifal/core';
import { supportMessage } from '../../../db/schema/index.ts';
import {
  openedTicket,
  storedTicket,
  supportApi,
  uploadSupportFile,
  useSupportWorld,
} from '../test-helpers.ts';

const w = useSupportWorld();
const api = () => supportApi(w.app);
const answer = (id: string) =>
  api().answer(w.admin, id, { message: 'Ayarlardan fatura adresinizi güncelleyebilirsiniz.' });

describe('POST /api/support/tickets/:id/messages', () => {
  it('a teammate answers staff; the ticket waits for staff again', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    await answer(ticket.id);
    const uploaded = await uploadSupportFile(w.app, w.teammate);
    const response = await api().reply(w.teammate, ticket.id, {
      message: 'Denedim ama\nhâlâ aynı hata çıkıyor.',
      attachmentFileIds: [uploaded.id],
    });
    expect(response.statusCode).toBe(201);
    const after = response.json<SupportTicketDetail>();
    expect(after.status).toBe('open');
    expect(after.messageCount).toBe(3);
    expect(after.messages.map((m) => m.fromStaff)).toEqual([false, true, false]);
    expect(after.messages[2]).toMatchObject({
      body: 'Denedim ama\nhâlâ aynı hata çıkıyor.',
      authorName: 'Mert Ekip',
      attachments: [expect.objectContaining({ fileId: uploaded.id })],
    });
    expect(await w.auditOf('support.replied', ticket.id)).toHaveLength(1);
  });

  it('reopens a closed ticket', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    expect((await api().close(w.owner, ticket.id)).statusCode).toBe(200);
    const response = await api().reply(w.owner, ticket.id, {
      message: 'Sorun yeniden başladı, tekrar bakar mısınız?',
    });
    expect(response.json()).toMatchObject({ status: 'open', closedAt: null });
    expect(await w.auditOf('support.reopened', ticket.id)).toHaveLength(1);
  });

  it('another company’s ticket does not exist for the writer, and nothing is stored', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    for (const who of [w.stranger, w.loner]) {
      const response = await api().reply(who, ticket.id, { message: 'Bu benim talebim değil.' });
      expect(response.statusCode).toBe(404);
    }
    expect((await api().reply(w.owner, 'yok', { message: 'Bilinmeyen talep.' })).statusCode).toBe(
      404,
    );
    const messages = await w.app.db
      .select()
      .from(supportMessage)
      .where(eq(supportMessage.ticketId, ticket.id));
    expect(messages).toHaveLength(1);
    expect((await storedTicket(w.app, ticket.id))?.messageCount).toBe(1);
  });

  it('refuses an empty message naming the field, and keeps the status', async () => {
    const ticket = await openedTicket(w.app, w.owner);
    await answer(ticket.id);
    const response = await api().reply(w.owner, ticket.id, { message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'message',
      message: 'Mesaj zorunludur',
    });
    expect((await storedTicket(w.app, ticket.id))?.status).toBe('answered');
  });
});
