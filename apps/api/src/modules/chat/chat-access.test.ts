import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessageView,
  type ChatPage,
} from '@teklifal/core';
import { addMember } from '../../test/factories.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import { chatApi, storedMessages, uploadChatFile } from './test-helpers.ts';

/** Who may read and write an order's chat, and what a message may hold. */

let t: TestApp;
let p: OrderParties;
let chat: ReturnType<typeof chatApi>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-chat-'));
  t = await createTestApp({ dataDir });
  p = await orderParties(t.app, { buyer: 'Anadolu Gıda A.Ş.', seller: 'Ege Ambalaj Ltd.' });
  chat = chatApi(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the two companies of the order talk', () => {
  it('the buyer writes, the seller reads it with names, each sees which are its own', async () => {
    const order = await makeOrder(t.app, p);
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
  });

  it('any member of either company takes part, named as the writer', async () => {
    const order = await makeOrder(t.app, p);
    const member = await signUpAndSignIn(t.app, { name: 'Mert Depocu' });
    await addMember(t.app.db, p.seller.companyId, member.userId, 'member');
    const sent = await chat.send(member, order.id, { body: 'Kolileri bugün hazırlıyoruz.' });
    expect(sent.json<ChatMessageView>()).toMatchObject({ senderName: 'Mert Depocu' });
    const page = (await chat.list(p.seller, order.id)).json<ChatPage>();
    expect(page.items[0]).toMatchObject({ senderName: 'Mert Depocu', mine: true });
  });

  it('the chat stays open after the order ends (questions on a completed delivery)', async () => {
    const order = await makeOrder(t.app, p, { status: 'completed' });
    expect(
      (await chat.send(p.buyer, order.id, { body: 'Faturayı iletir misiniz?' })).statusCode,
    ).toBe(201);
  });
});

describe('nobody else may see or write in it', () => {
  it('another company gets 404 for reading, writing and marking read; nothing is stored', async () => {
    const order = await makeOrder(t.app, p);
    await chat.send(p.buyer, order.id, { body: 'Gizli fiyat konuşması' });
    for (const response of [
      await chat.list(p.outsider, order.id),
      await chat.send(p.outsider, order.id, { body: 'Merhaba' }),
      await chat.read(p.outsider, order.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Gizli fiyat');
    }
    expect(await storedMessages(t.app, order.id)).toHaveLength(1);
  });

  it('an unknown order is 404, a visitor 401, a user without a company 403', async () => {
    expect((await chat.list(p.buyer, 'yok-boyle-bir-siparis')).statusCode).toBe(404);
    const order = await makeOrder(t.app, p);
    expect((await chat.list(undefined, order.id)).statusCode).toBe(401);
    expect((await chat.send(undefined, order.id, { body: 'x' })).statusCode).toBe(401);
    const loner = await signUpAndSignIn(t.app);
    const refused = await chat.send(loner, order.id, { body: 'Merhaba' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'COMPANY_REQUIRED' });
    expect(await storedMessages(t.app, order.id)).toHaveLength(0);
  });
});

describe('bad input names the field and stores nothing', () => {
  it('an empty message (blank text, no file)', async () => {
    const order = await makeOrder(t.app, p);
    const response = await chat.send(p.buyer, order.id, { body: '   \n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body', message: 'Mesaj yazın ya da bir dosya ekleyin' }],
    });
    expect(await storedMessages(t.app, order.id)).toHaveLength(0);
  });

  it('in English when the user chose English', async () => {
    const order = await makeOrder(t.app, p);
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      cookie: p.buyer.cookie,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body', message: 'Message: write something or attach a file' }],
    });
  });

  it('a message longer than the limit', async () => {
    const order = await makeOrder(t.app, p);
    const response = await chat.send(p.buyer, order.id, {
      body: 'ç'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        { field: 'body', message: `Mesaj en fazla ${CHAT_MESSAGE_MAX_LENGTH} karakter olabilir` },
      ],
    });
    expect(await storedMessages(t.app, order.id)).toHaveLength(0);
  });

  it('more files than allowed', async () => {
    const order = await makeOrder(t.app, p);
    const ids = Array.from({ length: CHAT_ATTACHMENTS_MAX + 1 }, (_, i) => `dosya-${i}`);
    const response = await chat.send(p.buyer, order.id, { body: 'Ekler', attachmentFileIds: ids });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
      'attachmentFileIds',
    );
    expect(await storedMessages(t.app, order.id)).toHaveLength(0);
  });

  it('another company’s file is refused, the message not stored', async () => {
    const order = await makeOrder(t.app, p);
    const foreign = await uploadChatFile(t.app, p.outsider);
    const response = await chat.send(p.buyer, order.id, {
      body: 'Bu dosyayı inceleyin',
      attachmentFileIds: [foreign.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'attachmentFileIds' }] });
    expect(await storedMessages(t.app, order.id)).toHaveLength(0);
  });

  it('a page cursor that is not a message of this chat', async () => {
    const order = await makeOrder(t.app, p);
    const response = await chat.list(p.buyer, order.id, '?before=baska-mesaj');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'before' }] });
  });
});

describe('files in the chat', () => {
  it('a file alone is a message; both companies download it, no one else', async () => {
    const order = await makeOrder(t.app, p);
    const uploaded = await uploadChatFile(t.app, p.seller);
    const sent = await chat.send(p.seller, order.id, { attachmentFileIds: [uploaded.id] });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessageView>();
    expect(message.body).toBe('');
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileId: uploaded.id, originalName: 'irsaliye.pdf' }),
    ]);

    const download = (who: { cookie: string }) =>
      inject(t.app, { method: 'GET', url: uploaded.url, cookie: who.cookie });
    expect((await download(p.seller)).statusCode).toBe(200);
    expect((await download(p.buyer)).statusCode).toBe(200);
    expect([403, 404]).toContain((await download(p.outsider)).statusCode);
  });
});

describe('a flood of messages', () => {
  it('is cut off after 60 in a minute from one address (429), with nothing more stored', async () => {
    const order = await makeOrder(t.app, p);
    const from = { remoteAddress: '10.77.0.1' };
    const send = () =>
      inject(t.app, {
        method: 'POST',
        url: `/api/orders/${order.id}/messages`,
        cookie: p.buyer.cookie,
        payload: { body: 'Tekrar tekrar' },
        ...from,
      });
    for (let i = 0; i < 60; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await storedMessages(t.app, order.id)).toHaveLength(60);
  });
});
