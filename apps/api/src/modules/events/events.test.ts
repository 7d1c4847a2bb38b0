import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwoInstances, inject, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import { adInput } from '../../test/procurement.ts';
import { streamOpener } from '../../test/event-stream.ts';

/** GET /api/events over a real socket: what each company hears, and catching up. */

let t: TestApp;
let p: OrderParties;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
const openStream = (cookie: string, lastEventId?: string, server = base) =>
  streamOpener(server)(cookie, lastEventId);
afterAll(() => t.close());

const sendMessage = (cookie: string, orderId: string, body: string) =>
  inject(t.app, {
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    cookie,
    payload: { body },
  });

describe('the event stream', () => {
  it('is refused to visitors', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
  });

  it('tells both companies of a chat message, the other one also through its bell; no one else', async () => {
    const order = await makeOrder(t.app, p);
    const seller = await openStream(p.seller.cookie);
    const buyer = await openStream(p.buyer.cookie);
    const outsider = await openStream(p.outsider.cookie);
    expect(seller.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await sendMessage(p.buyer.cookie, order.id, 'Teslimat saatini teyit eder misiniz?');
    const heard = await seller.waitFor(2);
    expect(heard.map((e) => e.event).sort()).toEqual(['chat', 'notification']);
    expect(heard.find((e) => e.event === 'chat')?.data).toEqual({ orderId: order.id });
    expect(heard.find((e) => e.event === 'notification')?.data).toMatchObject({
      type: 'chatMessage',
    });
    expect((await buyer.waitFor(1)).map((e) => e.event)).toEqual(['chat']);

    // A moment for anything misrouted to arrive: the outsider hears nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.events).toEqual([]);
    await Promise.all([seller.close(), buyer.close(), outsider.close()]);
  });

  it('a reconnect with Last-Event-ID first gets what was missed, each once', async () => {
    const order = await makeOrder(t.app, p);
    const first = await openStream(p.seller.cookie);
    await sendMessage(p.buyer.cookie, order.id, 'Birinci');
    await first.waitFor(2); // the chat message and the bell
    await first.close();

    // While the seller is away, the buyer writes twice more.
    await sendMessage(p.buyer.cookie, order.id, 'İkinci');
    await sendMessage(p.buyer.cookie, order.id, 'Üçüncü');
    const lastSeen = first.events.at(-1)?.id ?? '';
    const again = await openStream(p.seller.cookie, lastSeen);
    const missed = await again.waitFor(4);
    const ids = missed.map((e) => Number(e.id));
    expect(ids.every((id) => id > Number(lastSeen))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(missed.map((e) => e.event).sort()).toEqual([
      'chat',
      'chat',
      'notification',
      'notification',
    ]);
    await again.close();
  });

  it('tells the writer that the other side read the chat', async () => {
    const order = await makeOrder(t.app, p);
    await sendMessage(p.buyer.cookie, order.id, 'Okudunuz mu?');
    const buyer = await openStream(p.buyer.cookie);
    await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/messages/read`,
      cookie: p.seller.cookie,
    });
    expect((await buyer.waitFor(1))[0]).toMatchObject({
      event: 'chatRead',
      data: { orderId: order.id },
    });
    await buyer.close();
  });
});

describe('order steps', () => {
  it('reach the teammates of the company that took them, and the other side through its bell', async () => {
    const order = await makeOrder(t.app, p);
    const seller = await openStream(p.seller.cookie);
    const buyer = await openStream(p.buyer.cookie);
    await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/confirm`,
      cookie: p.seller.cookie,
      payload: {},
    });
    expect((await seller.waitFor(1))[0]).toMatchObject({
      event: 'order',
      data: { orderId: order.id },
    });
    expect((await buyer.waitFor(1))[0]).toMatchObject({
      event: 'notification',
      data: { type: 'orderStatusChanged', route: `/orders/${order.id}` },
    });
    await Promise.all([seller.close(), buyer.close()]);
  });
});

describe('ad and bid commands', () => {
  it('reach the screens of the company that made them, and only those', async () => {
    const buyer = await openStream(p.buyer.cookie);
    const outsider = await openStream(p.outsider.cookie);
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/ads',
      cookie: p.buyer.cookie,
      payload: adInput(p.sectorId),
    });
    expect(created.statusCode).toBe(201);
    const adId = created.json<{ id: string }>().id;
    expect((await buyer.waitFor(1))[0]).toMatchObject({ event: 'ad', data: { adId } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.events).toEqual([]);
    await Promise.all([buyer.close(), outsider.close()]);
  });
});

describe('two API instances on one database', () => {
  it('a message written through one reaches a stream open on the other', async () => {
    const { first, second, close } = await createTwoInstances();
    try {
      const parties = await orderParties(first);
      const order = await makeOrder(first, parties);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      // Sessions live in the database, so the seller's cookie works on either instance.
      const seller = await openStream(parties.seller.cookie, undefined, secondBase);
      await inject(first, {
        method: 'POST',
        url: `/api/orders/${order.id}/messages`,
        cookie: parties.buyer.cookie,
        payload: { body: 'Diğer sunucudan merhaba' },
      });
      const heard = await seller.waitFor(2);
      expect(heard.find((e) => e.event === 'chat')?.data).toEqual({ orderId: order.id });
      await seller.close();
    } finally {
      await close();
    }
  });
});
