import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, type TestApp } from '../../../test/helper.ts';
import { orderParties, makeOrder, type OrderParties } from '../../../test/orders.ts';
import {
  deliverAt,
  registerEndpoint,
  startWebhookWorld,
  T0,
  type Mailbox,
  type Receiver,
} from './test-helpers.ts';

/** An order's steps and its chat reach both companies' endpoints, and no one else's. */
describe('order webhooks', () => {
  let t: TestApp;
  let p: OrderParties;
  let receiver: Receiver;
  let buyerHooks: Mailbox;
  let sellerHooks: Mailbox;
  let outsiderHooks: Mailbox;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, close } = await startWebhookWorld(4444));
    p = await orderParties(t.app);
    buyerHooks = receiver.box('buyer');
    sellerHooks = receiver.box('seller');
    outsiderHooks = receiver.box('outsider');
    const events = ['order.status_changed', 'chat.message'] as const;
    await registerEndpoint(t.app, p.buyer, buyerHooks, [...events]);
    await registerEndpoint(t.app, p.seller, sellerHooks, ['order.status_changed']);
    await registerEndpoint(t.app, p.outsider, outsiderHooks, [...events]);
  });
  afterAll(() => close());

  it('sends every status change and the chat to the order’s companies as they subscribed', async () => {
    const order = await makeOrder(t.app, p);
    for (const command of ['confirm', 'prepare']) {
      const response = await inject(t.app, {
        method: 'POST',
        url: `/api/orders/${order.id}/${command}`,
        cookie: p.seller.cookie,
        payload: {},
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const message = await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      cookie: p.seller.cookie,
      payload: { body: 'Yarın sevk ediyoruz.', attachmentFileIds: [] },
    });
    expect(message.statusCode, message.body).toBe(201);
    await deliverAt(t.app, T0);

    const steps = (mailbox: Mailbox) =>
      mailbox
        .ofType('order.status_changed')
        .map((entry) => `${String(entry.data.previousStatus)}→${String(entry.data.status)}`);
    expect(steps(buyerHooks)).toEqual(['created→confirmed', 'confirmed→preparing']);
    expect(steps(sellerHooks)).toEqual(['created→confirmed', 'confirmed→preparing']);
    expect(buyerHooks.ofType('chat.message').map((entry) => entry.data)).toEqual([
      {
        orderId: order.id,
        messageId: message.json<{ id: string }>().id,
        senderCompanyId: p.seller.companyId,
        body: 'Yarın sevk ediyoruz.',
      },
    ]);
    expect(sellerHooks.ofType('chat.message')).toEqual([]);
    expect(outsiderHooks.received).toEqual([]);
    expect([...buyerHooks.received, ...sellerHooks.received].every((e) => e.signatureValid)).toBe(
      true,
    );
  });
});
