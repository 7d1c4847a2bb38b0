import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderChatRoute,
  type ChatPage,
  type OrderListItem,
  type OrderView,
  type Page,
} from '@teklifal/core';
import { addMember } from '../../test/factories.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import type { CompanyUser } from '../../test/procurement.ts';
import { chatApi, chatNotifications } from './test-helpers.ts';

/** Unread counts per company, read marks, the chat notification and paging. */

let t: TestApp;
let p: OrderParties;
let chat: ReturnType<typeof chatApi>;

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  chat = chatApi(t.app);
});
afterAll(() => t.close());

const chatRouteOf = (orderId: string) =>
  orderChatRoute({
    id: orderId,
    buyerCompanyId: p.buyer.companyId,
    sellerCompanyId: p.seller.companyId,
  });

async function unreadInList(who: CompanyUser, side: 'buyer' | 'seller', orderId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/orders?side=${side}&pageSize=100`,
    cookie: who.cookie,
  });
  const item = response.json<Page<OrderListItem>>().items.find((o) => o.id === orderId);
  return item?.unreadMessages;
}

async function unreadOnOrderPage(who: CompanyUser, orderId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/orders/${orderId}`,
    cookie: who.cookie,
  });
  return response.json<OrderView>().unreadMessages;
}

describe('unread messages', () => {
  it('count the other company’s messages until that company reads them', async () => {
    const order = await makeOrder(t.app, p);
    await chat.send(p.buyer, order.id, { body: 'Numune gönderebilir misiniz?' });
    await chat.send(p.buyer, order.id, { body: 'Ayrıca ödeme vadesini teyit edelim.' });

    expect(await unreadInList(p.seller, 'seller', order.id)).toBe(2);
    expect(await unreadOnOrderPage(p.seller, order.id)).toBe(2);
    expect((await chat.list(p.seller, order.id)).json<ChatPage>().unreadMessages).toBe(2);
    // One's own messages are never unread.
    expect(await unreadInList(p.buyer, 'buyer', order.id)).toBe(0);

    const read = await chat.read(p.seller, order.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadMessages: 0 });
    expect(await unreadInList(p.seller, 'seller', order.id)).toBe(0);

    await chat.send(p.buyer, order.id, { body: 'Bir de etiketler hakkında…' });
    expect(await unreadInList(p.seller, 'seller', order.id)).toBe(1);
  });

  it('belong to the company: a teammate reading clears them for everyone in it', async () => {
    const order = await makeOrder(t.app, p);
    const teammate = await signUpAndSignIn(t.app);
    await addMember(t.app.db, p.seller.companyId, teammate.userId, 'member');
    await chat.send(p.buyer, order.id, { body: 'Sevkiyat planı nedir?' });
    expect(await unreadOnOrderPage(p.seller, order.id)).toBe(1);
    await chat.read({ cookie: teammate.cookie }, order.id);
    expect(await unreadOnOrderPage(p.seller, order.id)).toBe(0);
  });

  it('answering marks what the writer’s company had unread as read', async () => {
    const order = await makeOrder(t.app, p);
    await chat.send(p.buyer, order.id, { body: 'Merhaba' });
    await chat.send(p.seller, order.id, { body: 'Merhaba, buyurun' });
    expect(await unreadOnOrderPage(p.seller, order.id)).toBe(0);
    expect(await unreadOnOrderPage(p.buyer, order.id)).toBe(1);
  });

  it('marking an empty chat read is harmless', async () => {
    const order = await makeOrder(t.app, p);
    expect((await chat.read(p.buyer, order.id)).json()).toEqual({ unreadMessages: 0 });
    expect((await chat.list(p.buyer, order.id)).json<ChatPage>()).toMatchObject({
      items: [],
      hasOlder: false,
      otherReadUntil: null,
    });
  });
});

describe('how far the other side has read', () => {
  it('is unknown until it opens the chat, then the time of the newest message', async () => {
    const order = await makeOrder(t.app, p);
    await chat.send(p.buyer, order.id, { body: 'Birinci' });
    const last = await chat.send(p.buyer, order.id, { body: 'İkinci' });
    const before = (await chat.list(p.buyer, order.id)).json<ChatPage>();
    expect(before.otherReadUntil).toBeNull();
    await chat.read(p.seller, order.id);
    const after = (await chat.list(p.buyer, order.id)).json<ChatPage>();
    expect(after.otherReadUntil).toBe(last.json<{ createdAt: string }>().createdAt);
  });
});

describe('the chat notification', () => {
  it('is one unread entry per chat, refreshed by new messages, cleared by reading', async () => {
    const order = await makeOrder(t.app, p);
    const route = chatRouteOf(order.id);
    await chat.send(p.buyer, order.id, { body: 'Bir' });
    await chat.send(p.buyer, order.id, { body: 'İki' });
    const unread = await chatNotifications(t.app, p.seller.companyId, route);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      read: false,
      message: `${order.orderNo} numaralı sipariş sohbetinde ${p.buyer.companyName} firmasından yeni mesaj`,
    });
    // The writer's company is not told about its own messages.
    expect(await chatNotifications(t.app, p.buyer.companyId, route)).toHaveLength(0);

    await chat.read(p.seller, order.id);
    expect((await chatNotifications(t.app, p.seller.companyId, route))[0]?.read).toBe(true);

    await chat.send(p.buyer, order.id, { body: 'Üç' });
    const again = await chatNotifications(t.app, p.seller.companyId, route);
    expect(again.map((n) => n.read).sort()).toEqual([false, true]);
  });
});

describe('pages of a long chat', () => {
  it('newest first page, then the ones before, no message skipped or repeated', async () => {
    const order = await makeOrder(t.app, p);
    const bodies = Array.from({ length: 35 }, (_, i) => `Mesaj ${i + 1}`);
    for (const [i, body] of bodies.entries()) {
      await chat.send(i % 2 === 0 ? p.buyer : p.seller, order.id, { body });
    }
    const newest = (await chat.list(p.buyer, order.id, '?limit=30')).json<ChatPage>();
    expect(newest.items).toHaveLength(30);
    expect(newest.hasOlder).toBe(true);
    expect(newest.items.at(-1)?.body).toBe('Mesaj 35');

    const first = newest.items[0]?.id ?? '';
    const older = (
      await chat.list(p.buyer, order.id, `?before=${first}&limit=30`)
    ).json<ChatPage>();
    expect(older.hasOlder).toBe(false);
    expect([...older.items, ...newest.items].map((m) => m.body)).toEqual(bodies);
  });

  it('a page size out of range is refused, naming the field', async () => {
    const order = await makeOrder(t.app, p);
    const response = await chat.list(p.buyer, order.id, '?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'limit' }] });
  });
});
