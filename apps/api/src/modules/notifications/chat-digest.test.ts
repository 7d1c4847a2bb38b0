import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { makeOrder, orderParties, type OrderParties } from '../../test/orders.ts';
import { mailsTo, runMailJob, setEmailPreferences } from '../../test/notification-mails.ts';

/**
 * The chat digest (#13): new messages of order chats as one mail at most every 15 minutes,
 * counting only what the recipient's company has not read by the time it goes out.
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
afterEach(() => vi.useRealTimers());

const START = new Date('2026-01-05T09:00:00.000Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

/** Sets the clock (Date only) to `minutes` after START. */
const clock = (minutes: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(minutes));
};
const run = (minutes: number) => {
  clock(minutes);
  return runMailJob(app, at(minutes));
};

const sendMessage = async (cookie: string, orderId: string, body: string) => {
  const answer = await inject(app, {
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    cookie,
    payload: { body },
  });
  expect(answer.statusCode).toBe(201);
};
const readChat = async (cookie: string, orderId: string) => {
  const answer = await inject(app, {
    method: 'POST',
    url: `/api/orders/${orderId}/messages/read`,
    cookie,
  });
  expect(answer.statusCode).toBe(200);
};

/**
 * The mails to `email` that come after this call. The outbox is stamped by the database's
 * clock (PostgreSQL's is not faked): what is new is what was not there before.
 */
async function newMailsTo(email: string) {
  const before = new Set((await mailsTo(app, email, new Date(0))).map((m) => m.id));
  return async () => (await mailsTo(app, email, new Date(0))).filter((m) => !before.has(m.id));
}

describe('the chat digest', () => {
  it('two messages within 15 minutes make one mail; the next one waits for its own window', async () => {
    const order = await makeOrder(app, p);
    const digests = await newMailsTo(p.seller.email);
    clock(0);
    await sendMessage(p.buyer.cookie, order.id, 'Merhaba');
    clock(5);
    await sendMessage(p.buyer.cookie, order.id, 'Teslimat tarihi?');

    await run(14);
    expect(await digests()).toEqual([]);
    await run(15);
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('TeklifAl: 2 yeni mesaj');
    expect(digest?.text).toContain(`${order.orderNo} – Alıcı Yapı A.Ş.: 2 yeni mesaj`);
    expect(digest?.text).toContain(`http://localhost:3000/chat/${order.id}/`);

    clock(16);
    await sendMessage(p.buyer.cookie, order.id, 'Bir şey daha');
    await run(30);
    expect(await digests()).toHaveLength(1);
    await run(31);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`${order.orderNo} – Alıcı Yapı A.Ş.: 1 yeni mesaj`);
  });

  it('leaves out the messages the company read before it went out, and the chats read to the end', async () => {
    const first = await makeOrder(app, p, { title: 'Birinci' });
    const second = await makeOrder(app, p, { title: 'İkinci' });
    const digests = await newMailsTo(p.seller.email);
    clock(0);
    await sendMessage(p.buyer.cookie, first.id, 'Bir');
    await sendMessage(p.buyer.cookie, second.id, 'Fiyat?');
    clock(2);
    await sendMessage(p.buyer.cookie, first.id, 'İki');
    clock(4);
    await readChat(p.seller.cookie, first.id);
    clock(6);
    await sendMessage(p.buyer.cookie, first.id, 'Üç');
    clock(8);
    // Answering is reading: the seller has seen the whole second chat.
    await sendMessage(p.seller.cookie, second.id, 'Yarın bildiririz.');

    await run(15);
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('TeklifAl: 1 yeni mesaj');
    expect(digest?.text).toContain(`${first.orderNo} – Alıcı Yapı A.Ş.: 1 yeni mesaj`);
    expect(digest?.text).not.toContain(second.orderNo);
    // One chat left: the button opens it.
    expect(digest?.text).toContain(`http://localhost:3000/chat/${first.id}/`);
  });

  it('sends nothing when everything was read by then, and does not send it later either', async () => {
    const order = await makeOrder(app, p);
    const digests = await newMailsTo(p.seller.email);
    const buyerMails = await newMailsTo(p.buyer.email);
    clock(0);
    await sendMessage(p.buyer.cookie, order.id, 'Sipariş yola çıktı mı?');
    clock(3);
    await sendMessage(p.seller.cookie, order.id, 'Evet, bu sabah.');
    clock(7);
    await readChat(p.buyer.cookie, order.id);

    await run(15);
    await run(16);
    await run(40);
    expect(await digests()).toEqual([]);
    // (The buyer's digest of the earlier test's unanswered chat may leave meanwhile.)
    const aboutThisOrder = (await buyerMails()).filter((m) => m.text.includes(order.orderNo));
    expect(aboutThisOrder).toEqual([]);
  });

  it('is not sent to whom turned new messages off', async () => {
    const order = await makeOrder(app, p);
    await setEmailPreferences(app, p.seller.cookie, { chatMessage: false });
    const digests = await newMailsTo(p.seller.email);
    await sendMessage(p.buyer.cookie, order.id, 'Sessiz');
    await runMailJob(app, new Date(Date.now() + 16 * 60_000));
    expect(await digests()).toEqual([]);
    await setEmailPreferences(app, p.seller.cookie, {});
  });
});
