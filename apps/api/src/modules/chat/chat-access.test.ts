import { describe, expect, it } from 'vitest';
import type { ChatPage } from '@teklifal/core';
import { sameProblem, signUpAndSignIn } from '../../test/helper.ts';
import { makeOrder } from '../../test/orders.ts';
import { storedMessages, useChatWorld } from './test-helpers.ts';

/**
 * Who may read and write an order's chat, and how its pages read (the writes have their tests
 * in commands/).
 */

const w = useChatWorld();

describe('nobody else may see or write in it', () => {
  it('another company gets 404 for reading, writing and marking read; nothing is stored', async () => {
    const { app, chat, p } = w;
    const order = await makeOrder(app, p);
    await chat.send(p.buyer, order.id, { body: 'Gizli fiyat konuşması' });
    for (const response of [
      await chat.list(p.outsider, order.id),
      await chat.send(p.outsider, order.id, { body: 'Merhaba' }),
      await chat.read(p.outsider, order.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Gizli fiyat');
    }
    expect(await storedMessages(app, order.id)).toHaveLength(1);
  });

  it('once both sides have written (both read marks), another company still gets 404 for reading', async () => {
    const { app, chat, p } = w;
    const order = await makeOrder(app, p);
    expect((await chat.send(p.buyer, order.id, { body: 'Gizli fiyat konuşması' })).statusCode).toBe(
      201,
    );
    expect((await chat.send(p.seller, order.id, { body: 'Yanıt' })).statusCode).toBe(201);
    const unknown = await chat.list(p.outsider, 'yok-boyle-bir-siparis');
    const response = await chat.list(p.outsider, order.id);
    expect(response.statusCode).toBe(404);
    // The same answer as for an order that does not exist: nothing tells that it does.
    expect(sameProblem(response)).toEqual(sameProblem(unknown));
    // The parties still see how far the other has read.
    const page = (await chat.list(p.buyer, order.id)).json<ChatPage>();
    expect(page.otherReadUntil).toBe(page.items.at(-1)?.createdAt);
  });

  it('an unknown order is 404, a visitor 401, a user without a company 403', async () => {
    const { app, chat, p } = w;
    expect((await chat.list(p.buyer, 'yok-boyle-bir-siparis')).statusCode).toBe(404);
    const order = await makeOrder(app, p);
    expect((await chat.list(undefined, order.id)).statusCode).toBe(401);
    expect((await chat.send(undefined, order.id, { body: 'x' })).statusCode).toBe(401);
    const loner = await signUpAndSignIn(app);
    const refused = await chat.send(loner, order.id, { body: 'Merhaba' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'COMPANY_REQUIRED' });
    expect(await storedMessages(app, order.id)).toHaveLength(0);
  });
});

describe('pages of a long chat', () => {
  it('newest first page, then the ones before, no message skipped or repeated', async () => {
    const { app, chat, p } = w;
    const order = await makeOrder(app, p);
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
    const order = await makeOrder(w.app, w.p);
    const response = await w.chat.list(w.p.buyer, order.id, '?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'limit' }] });
  });

  it('a page cursor that is not a message of this chat', async () => {
    const order = await makeOrder(w.app, w.p);
    const response = await w.chat.list(w.p.buyer, order.id, '?before=baska-mesaj');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'before' }] });
  });
});
