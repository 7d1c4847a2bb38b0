import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessageView,
  type ChatPage,
} from '@teklifal/core';
import { chatMessageAttachment } from '../../../db/schema/index.ts';
import { addMember } from '../../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../../test/helper.ts';
import { makeOrder } from '../../../test/orders.ts';
import {
  chatNotifications,
  storedMessages,
  unreadOnOrderPage,
  uploadChatFile,
  useChatWorld,
} from '../test-helpers.ts';

const w = useChatWorld({ files: true, buyer: 'Anadolu Gıda A.Ş.', seller: 'Ege Ambalaj Ltd.' });

describe('POST /api/orders/:orderId/messages', () => {
  it('the buyer writes, the seller reads it with names, each sees which are its own', async () => {
    const { app, chat, p } = w;
    const order = await makeOrder(app, p);
    const sent = await chat.send(p.buyer, order.id, {
      body: '  Teslimatı sabah 09:00’dan önce yapabilir misiniz?\nRampa 3 açık olacak.  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessageView>()).toMatchObject({
      body: 'Teslimatı sabah 09:00’dan önce yapabilir misiniz?\nRampa 3 açık olacak.',
      senderCompanyId: p.buyer.companyId,
      senderCompanyName: 'Anadolu Gıda A.Ş.',
      mine: true,
      attachments: [],
    });
    expect(
      await chat.send(p.seller, order.id, { body: 'Evet, 08:30 gibi oradayız.' }),
    ).toMatchObject({ statusCode: 201 });

    const seen = await chat.list(p.seller, order.id);
    expect(seen.statusCode).toBe(200);
    const page = seen.json<ChatPage>();
    expect(page.order).toMatchObject({ id: order.id, orderNo: order.orderNo, side: 'seller' });
    expect(page.order.buyer.name).toBe('Anadolu Gıda A.Ş.');
    expect(page.items.map((m) => [m.senderCompanyName, m.mine])).toEqual([
      ['Anadolu Gıda A.Ş.', false],
      ['Ege Ambalaj Ltd.', true],
    ]);
    expect(page.hasOlder).toBe(false);
    expect(await storedMessages(app, order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          senderCompanyId: p.buyer.companyId,
          senderUserId: p.buyer.userId,
          body: 'Teslimatı sabah 09:00’dan önce yapabilir misiniz?\nRampa 3 açık olacak.',
        }),
      ]),
    );
  });

  it('any member of either company takes part, named as the writer', async () => {
    const order = await makeOrder(w.app, w.p);
    const member = await signUpAndSignIn(w.app, { name: 'Mert Depocu' });
    await addMember(w.app.db, w.p.seller.companyId, member.userId, 'member');
    const sent = await w.chat.send(member, order.id, { body: 'Kolileri bugün hazırlıyoruz.' });
    expect(sent.json<ChatMessageView>()).toMatchObject({ senderName: 'Mert Depocu' });
    const page = (await w.chat.list(w.p.seller, order.id)).json<ChatPage>();
    expect(page.items[0]).toMatchObject({ senderName: 'Mert Depocu', mine: true });
  });

  it('the chat stays open after the order ends (questions on a completed delivery)', async () => {
    const order = await makeOrder(w.app, w.p, { status: 'completed' });
    expect(
      (await w.chat.send(w.p.buyer, order.id, { body: 'Faturayı iletir misiniz?' })).statusCode,
    ).toBe(201);
  });

  it('answering marks what the writer’s company had unread as read', async () => {
    const order = await makeOrder(w.app, w.p);
    await w.chat.send(w.p.buyer, order.id, { body: 'Merhaba' });
    await w.chat.send(w.p.seller, order.id, { body: 'Merhaba, buyurun' });
    expect(await unreadOnOrderPage(w.app, w.p.seller, order.id)).toBe(0);
    expect(await unreadOnOrderPage(w.app, w.p.buyer, order.id)).toBe(1);
  });
});

describe('the chat notification', () => {
  it('is one unread entry per chat, refreshed by new messages, cleared by reading', async () => {
    const { p } = w;
    const order = await makeOrder(w.app, p);
    const route = w.chatRouteOf(order.id);
    await w.chat.send(p.buyer, order.id, { body: 'Bir' });
    await w.chat.send(p.buyer, order.id, { body: 'İki' });
    const unread = await chatNotifications(w.app, p.seller.companyId, route);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      read: false,
      message: `${order.orderNo} numaralı sipariş sohbetinde ${p.buyer.companyName} firmasından yeni mesaj`,
    });
    // The writer's company is not told about its own messages.
    expect(await chatNotifications(w.app, p.buyer.companyId, route)).toHaveLength(0);

    await w.chat.read(p.seller, order.id);
    expect((await chatNotifications(w.app, p.seller.companyId, route))[0]?.read).toBe(true);

    await w.chat.send(p.buyer, order.id, { body: 'Üç' });
    const again = await chatNotifications(w.app, p.seller.companyId, route);
    expect(again.map((n) => n.read).sort()).toEqual([false, true]);
  });
});

describe('bad input names the field and stores nothing', () => {
  it('an empty message (blank text, no file)', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await w.chat.send(w.p.buyer, order.id, { body: '   \n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body', message: 'Mesaj yazın ya da bir dosya ekleyin' }],
    });
    expect(await storedMessages(w.app, order.id)).toHaveLength(0);
  });

  it('in English when the user chose English', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await inject(w.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      cookie: w.p.buyer.cookie,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body', message: 'Message: write something or attach a file' }],
    });
  });

  it('a message longer than the limit', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await w.chat.send(w.p.buyer, order.id, {
      body: 'ç'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        { field: 'body', message: `Mesaj en fazla ${CHAT_MESSAGE_MAX_LENGTH} karakter olabilir` },
      ],
    });
    expect(await storedMessages(w.app, order.id)).toHaveLength(0);
  });

  it('more files than allowed', async () => {
    const order = await makeOrder(w.app, w.p);
    const ids = Array.from({ length: CHAT_ATTACHMENTS_MAX + 1 }, (_, i) => `dosya-${i}`);
    const response = await w.chat.send(w.p.buyer, order.id, {
      body: 'Ekler',
      attachmentFileIds: ids,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
      'attachmentFileIds',
    );
    expect(await storedMessages(w.app, order.id)).toHaveLength(0);
  });

  it('another company’s file is refused, the message not stored', async () => {
    const order = await makeOrder(w.app, w.p);
    const foreign = await uploadChatFile(w.app, w.p.outsider);
    const response = await w.chat.send(w.p.buyer, order.id, {
      body: 'Bu dosyayı inceleyin',
      attachmentFileIds: [foreign.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'attachmentFileIds' }] });
    expect(await storedMessages(w.app, order.id)).toHaveLength(0);
  });

  it('a refused message tells the other company nothing', async () => {
    const order = await makeOrder(w.app, w.p);
    await w.chat.send(w.p.buyer, order.id, { body: '' });
    await w.chat.send(w.p.buyer, order.id, { body: 'Ek', attachmentFileIds: ['yok-boyle'] });
    const route = w.chatRouteOf(order.id);
    expect(await chatNotifications(w.app, w.p.seller.companyId, route)).toHaveLength(0);
  });
});

describe('files in the chat', () => {
  it('a file alone is a message; both companies download it, no one else', async () => {
    const { p } = w;
    const order = await makeOrder(w.app, p);
    const uploaded = await uploadChatFile(w.app, p.seller);
    const sent = await w.chat.send(p.seller, order.id, { attachmentFileIds: [uploaded.id] });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessageView>();
    expect(message.body).toBe('');
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileId: uploaded.id, originalName: 'irsaliye.pdf' }),
    ]);

    const download = (who: { cookie: string }) =>
      inject(w.app, { method: 'GET', url: uploaded.url, cookie: who.cookie });
    expect((await download(p.seller)).statusCode).toBe(200);
    expect((await download(p.buyer)).statusCode).toBe(200);
    expect([403, 404]).toContain((await download(p.outsider)).statusCode);
  });

  it('keeps the files in the order given, a file named twice once', async () => {
    const order = await makeOrder(w.app, w.p);
    const first = await uploadChatFile(w.app, w.p.buyer);
    const second = await uploadChatFile(w.app, w.p.buyer);
    const sent = await w.chat.send(w.p.buyer, order.id, {
      body: 'İrsaliye ve fatura',
      attachmentFileIds: [second.id, first.id, second.id],
    });
    expect(sent.statusCode).toBe(201);
    const stored = await w.app.db
      .select()
      .from(chatMessageAttachment)
      .where(eq(chatMessageAttachment.messageId, sent.json<ChatMessageView>().id))
      .orderBy(asc(chatMessageAttachment.position));
    expect(stored.map((row) => [row.fileId, row.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
  });
});

describe('a flood of messages', () => {
  it('is cut off after 60 in a minute from one address (429), with nothing more stored', async () => {
    const order = await makeOrder(w.app, w.p);
    const send = () =>
      inject(w.app, {
        method: 'POST',
        url: `/api/orders/${order.id}/messages`,
        cookie: w.p.buyer.cookie,
        payload: { body: 'Tekrar tekrar' },
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 60; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await storedMessages(w.app, order.id)).toHaveLength(60);
  });
});
