import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookDeliveriesPage, WebhookEndpointsView } from '@teklifal/core';
import { mailOutbox, webhookDelivery, webhookEndpoint } from '../../../db/schema/index.ts';
import { inject, type TestApp } from '../../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../../test/procurement.ts';
import { CLAIM_MS } from './delivery/sender.ts';
import {
  deliverAt,
  registerEndpoint,
  startWebhookWorld,
  T0,
  type Receiver,
} from './test-helpers.ts';

const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Retries and their schedule, order per endpoint, switching off, SSRF on every attempt. */
describe('webhook delivery', () => {
  let t: TestApp;
  let owner: CompanyUser;
  let receiver: Receiver;
  let endpointId: string;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, receiver, close } = await startWebhookWorld(4441));
    owner = await signedInCompany(t.app, { buyer: true });
  });
  afterAll(() => close());
  beforeEach(async () => {
    vi.setSystemTime(T0);
    receiver.received.length = 0;
    receiver.state.answer = () => 200;
    await t.app.db.delete(webhookEndpoint);
    endpointId = (await registerEndpoint(t.app, owner, receiver, ['order.created'])).id;
  });

  const sendTest = async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/integrations/webhooks/${endpointId}/test`,
      cookie: owner.cookie,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ id: string }>().id;
  };
  const log = async () =>
    (
      await inject(t.app, {
        url: `/api/integrations/webhooks/${endpointId}/deliveries`,
        cookie: owner.cookie,
      })
    ).json<WebhookDeliveriesPage>();

  it('retries a failing delivery after 1, 2 and 4 minutes, signed at each attempt', async () => {
    receiver.state.answer = (request) => (request.attempt <= 3 ? 503 : 200);
    await sendTest();
    expect(await deliverAt(t.app, T0)).toBe(1);
    expect(await deliverAt(t.app, at(MINUTE - 1000))).toBe(0);
    expect(await deliverAt(t.app, at(MINUTE))).toBe(1);
    expect(await deliverAt(t.app, at(3 * MINUTE - 1000))).toBe(0);
    expect(await deliverAt(t.app, at(3 * MINUTE))).toBe(1);
    expect(await deliverAt(t.app, at(7 * MINUTE - 1000))).toBe(0);
    expect(await deliverAt(t.app, at(7 * MINUTE))).toBe(1);
    expect(await deliverAt(t.app, at(60 * MINUTE))).toBe(0);

    expect(receiver.received.map((entry) => entry.signedAt - T0.getTime())).toEqual([
      0,
      MINUTE,
      3 * MINUTE,
      7 * MINUTE,
    ]);
    expect(receiver.received.map((entry) => entry.attempt)).toEqual([1, 2, 3, 4]);
    expect(new Set(receiver.received.map((entry) => entry.eventId)).size).toBe(1);
    expect(receiver.received.every((entry) => entry.signatureValid)).toBe(true);
    const [delivery] = (await log()).items;
    expect(delivery).toMatchObject({
      type: 'webhook.test',
      status: 'delivered',
      attempts: 4,
      statusCode: 200,
      response: 'ok',
      error: null,
    });
    expect(delivery?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps an endpoint’s order: a later event waits while an earlier one is retried', async () => {
    const first = await sendTest();
    await sendTest();
    await sendTest();
    let failedOnce = false;
    receiver.state.answer = () => {
      if (failedOnce) return 200;
      failedOnce = true;
      return 500;
    };
    expect(await deliverAt(t.app, T0)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(await deliverAt(t.app, at(30_000))).toBe(0);
    expect(await deliverAt(t.app, at(MINUTE))).toBe(3);
    const events = receiver.received.map((entry) => entry.eventId);
    expect(events[0]).toBe(events[1]);
    expect(new Set(events).size).toBe(3);
    const logged = (await log()).items.reverse();
    expect(logged.map((delivery) => delivery.id)[0]).toBe(first);
    expect(events.slice(1)).toEqual(logged.map((delivery) => delivery.eventId));
  });

  it('switches an endpoint failing for 24 hours off and mails its company’s admins', async () => {
    receiver.state.answer = () => 500;
    await sendTest();
    let now = T0;
    const gaps: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      await deliverAt(t.app, now);
      const [row] = await t.app.db.select().from(webhookDelivery);
      if (row?.status !== 'pending') break;
      gaps.push((row.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      now = row.nextAttemptAt;
    }
    expect(gaps.slice(0, 9)).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120]);
    const [endpoint] = await t.app.db.select().from(webhookEndpoint);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(now.getTime() - T0.getTime()).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    const mail = mails.find((each) => each.subject.includes('Webhook'));
    expect(mail?.subject).toContain('Webhook');
    expect(mail?.text).toContain(receiver.url);

    const view = await inject(t.app, { url: '/api/integrations/webhooks', cookie: owner.cookie });
    expect(view.json<WebhookEndpointsView>().items[0]).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
    // Switched off, it gets nothing more.
    const attempts = receiver.received.length;
    await sendTest();
    expect(await deliverAt(t.app, at(25 * 60 * MINUTE))).toBe(0);
    expect(receiver.received).toHaveLength(attempts);
  });

  it('sends one delivery again on request, at the end of the queue, with the same event id', async () => {
    const first = await sendTest();
    await deliverAt(t.app, T0);
    const again = await inject(t.app, {
      method: 'POST',
      url: `/api/integrations/webhooks/${endpointId}/deliveries/${first}/redeliver`,
      cookie: owner.cookie,
    });
    expect(again.statusCode, again.body).toBe(202);
    await deliverAt(t.app, T0);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]?.eventId).toBe(receiver.received[1]?.eventId);
    expect((await log()).total).toBe(2);
  });

  it('refuses an address outside the allowed ranges on the attempt too, before connecting', async () => {
    await sendTest();
    // The operator narrowed the ranges since the registration: loopback is no longer allowed.
    await deliverAt(t.app, T0, { allowedRanges: ['10.99.0.0/16'] });
    expect(receiver.received).toEqual([]);
    const [delivery] = (await log()).items;
    expect(delivery).toMatchObject({ status: 'pending', statusCode: null });
    expect(delivery?.error).toContain('address refused (127.0.0.1)');

    // A host name that resolves to loopback is refused the same way.
    await t.app.db
      .update(webhookEndpoint)
      .set({ url: receiver.url.replace('127.0.0.1', 'hooks.example.test') });
    await deliverAt(t.app, at(MINUTE), {
      allowedRanges: ['10.99.0.0/16'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(receiver.received).toEqual([]);
    expect((await log()).items[0]?.error).toContain('address refused (127.0.0.1)');
  });

  it('sends again what a sender claimed and never answered for, once its claim runs out', async () => {
    await sendTest();
    // An instance claimed it and died before recording the answer.
    await t.app.db.update(webhookDelivery).set({ claimedUntil: at(CLAIM_MS), attempts: 1 });
    expect(await deliverAt(t.app, at(CLAIM_MS - 1000))).toBe(0);
    expect(await deliverAt(t.app, at(CLAIM_MS))).toBe(1);
    expect(receiver.received.map((entry) => entry.attempt)).toEqual([2]);
  });
});
