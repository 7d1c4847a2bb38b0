import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ChatPage } from '@teklifal/core';
import { chatReadState } from '../../../db/schema/index.ts';
import { addMember } from '../../../test/factories.ts';
import { signUpAndSignIn } from '../../../test/helper.ts';
import { makeOrder } from '../../../test/orders.ts';
import {
  chatNotifications,
  unreadInList,
  unreadOnOrderPage,
  useChatWorld,
} from '../test-helpers.ts';

const w = useChatWorld();

const readStateOf = async (orderId: string, companyId: string) =>
  (
    await w.app.db
      .select()
      .from(chatReadState)
      .where(and(eq(chatReadState.orderId, orderId), eq(chatReadState.companyId, companyId)))
  )[0];

describe('unread messages', () => {
  it('count the other company’s messages until that company reads them', async () => {
    const { app, chat, p } = w;
    const order = await makeOrder(app, p);
    await chat.send(p.buyer, order.id, { body: 'Numune gönderebilir misiniz?' });
    await chat.send(p.buyer, order.id, { body: 'Ayrıca ödeme vadesini teyit edelim.' });

    expect(await unreadInList(app, p.seller, 'seller', order.id)).toBe(2);
    expect(await unreadOnOrderPage(app, p.seller, order.id)).toBe(2);
    expect((await chat.list(p.seller, order.id)).json<ChatPage>().unreadMessages).toBe(2);
    // One's own messages are never unread.
    expect(await unreadInList(app, p.buyer, 'buyer', order.id)).toBe(0);

    const read = await chat.read(p.seller, order.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadMessages: 0 });
    expect(await unreadInList(app, p.seller, 'seller', order.id)).toBe(0);

    await chat.send(p.buyer, order.id, { body: 'Bir de etiketler hakkında…' });
    expect(await unreadInList(app, p.seller, 'seller', order.id)).toBe(1);
  });

  it('belong to the company: a teammate reading clears them for everyone in it', async () => {
    const order = await makeOrder(w.app, w.p);
    const teammate = await signUpAndSignIn(w.app);
    await addMember(w.app.db, w.p.seller.companyId, teammate.userId, 'member');
    await w.chat.send(w.p.buyer, order.id, { body: 'Sevkiyat planı nedir?' });
    expect(await unreadOnOrderPage(w.app, w.p.seller, order.id)).toBe(1);
    await w.chat.read({ cookie: teammate.cookie }, order.id);
    expect(await unreadOnOrderPage(w.app, w.p.seller, order.id)).toBe(0);
  });
});

describe('POST /api/orders/:orderId/messages/read', () => {
  it('marking an empty chat read is harmless', async () => {
    const order = await makeOrder(w.app, w.p);
    expect((await w.chat.read(w.p.buyer, order.id)).json()).toEqual({ unreadMessages: 0 });
    expect((await w.chat.list(w.p.buyer, order.id)).json<ChatPage>()).toMatchObject({
      items: [],
      hasOlder: false,
      otherReadUntil: null,
    });
    expect(await readStateOf(order.id, w.p.buyer.companyId)).toBeUndefined();
  });

  it('stores the read mark at the newest message and marks the chat notification read', async () => {
    const { p } = w;
    const order = await makeOrder(w.app, p);
    await w.chat.send(p.buyer, order.id, { body: 'Birinci' });
    const last = await w.chat.send(p.buyer, order.id, { body: 'İkinci' });
    const route = w.chatRouteOf(order.id);
    expect((await chatNotifications(w.app, p.seller.companyId, route))[0]?.read).toBe(false);

    await w.chat.read(p.seller, order.id);
    const mark = await readStateOf(order.id, p.seller.companyId);
    expect(mark?.lastReadAt.toISOString()).toBe(last.json<{ createdAt: string }>().createdAt);
    expect((await chatNotifications(w.app, p.seller.companyId, route))[0]?.read).toBe(true);
  });

  it('never moves the read mark backwards', async () => {
    const order = await makeOrder(w.app, w.p);
    await w.chat.send(w.p.buyer, order.id, { body: 'Eski mesaj' });
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await w.app.db
      .insert(chatReadState)
      .values({ orderId: order.id, companyId: w.p.seller.companyId, lastReadAt: later });
    expect((await w.chat.read(w.p.seller, order.id)).statusCode).toBe(200);
    expect((await readStateOf(order.id, w.p.seller.companyId))?.lastReadAt).toEqual(later);
  });

  it('another company marks nothing read (404)', async () => {
    const order = await makeOrder(w.app, w.p);
    await w.chat.send(w.p.buyer, order.id, { body: 'Yalnız satıcıya' });
    const refused = await w.chat.read(w.p.outsider, order.id);
    expect(refused.statusCode).toBe(404);
    expect(await readStateOf(order.id, w.p.outsider.companyId)).toBeUndefined();
    expect(await unreadOnOrderPage(w.app, w.p.seller, order.id)).toBe(1);
    expect((await w.chat.read(undefined, order.id)).statusCode).toBe(401);
  });
});

describe('how far the other side has read', () => {
  it('is unknown until it opens the chat, then the time of the newest message', async () => {
    const order = await makeOrder(w.app, w.p);
    await w.chat.send(w.p.buyer, order.id, { body: 'Birinci' });
    const last = await w.chat.send(w.p.buyer, order.id, { body: 'İkinci' });
    const before = (await w.chat.list(w.p.buyer, order.id)).json<ChatPage>();
    expect(before.otherReadUntil).toBeNull();
    await w.chat.read(w.p.seller, order.id);
    const after = (await w.chat.list(w.p.buyer, order.id)).json<ChatPage>();
    expect(after.otherReadUntil).toBe(last.json<{ createdAt: string }>().createdAt);
  });
});
