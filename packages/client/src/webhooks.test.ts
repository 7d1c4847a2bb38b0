import { createHmac } from 'node:crypto';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { verifyWebhookSignature, type WebhookEvent } from './webhooks.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"order.created","data":{"orderId":"o1"}}';
const t = 1_790_000_000;
const sign = (time: number, text: string, key = secret) =>
  createHmac('sha256', key).update(`${time}.${text}`).digest('hex');

describe('verifyWebhookSignature', () => {
  it('accepts the HMAC-SHA256 of "t.body" under the secret, within the tolerance', async () => {
    const header = `t=${t},v1=${sign(t, body)}`;
    await expect(verifyWebhookSignature({ secret, header, body, now: t + 299 })).resolves.toBe(
      true,
    );
  });

  it('accepts any of several v1 values (a secret being rolled)', async () => {
    const header = `t=${t}, v1=${sign(t, body, 'old')}, v1=${sign(t, body)}`;
    await expect(verifyWebhookSignature({ secret, header, body, now: t })).resolves.toBe(true);
  });

  it.each([
    ['a changed body', `t=${t},v1=${sign(t, body)}`, `${body} `, t],
    ['another secret', `t=${t},v1=${sign(t, body, 'other')}`, body, t],
    ['an old delivery (replay)', `t=${t},v1=${sign(t, body)}`, body, t + 301],
    ['a signature for another time', `t=${t + 1},v1=${sign(t, body)}`, body, t],
    ['no v1', `t=${t}`, body, t],
    ['no t', `v1=${sign(t, body)}`, body, t],
    ['no header', null, body, t],
  ])('refuses %s', async (_name, header, received, now) => {
    await expect(verifyWebhookSignature({ secret, header, body: received, now })).resolves.toBe(
      false,
    );
  });
});

describe('WebhookEvent', () => {
  it('is the documented body of each event type, told apart by its type', () => {
    const event = JSON.parse(body) as WebhookEvent;
    if (event.type === 'order.created') {
      expectTypeOf(event.data.orderNo).toEqualTypeOf<string>();
      expectTypeOf(event.data.ublOrder).toEqualTypeOf<string | undefined>();
    }
    expectTypeOf<WebhookEvent<'order.created'>['type']>().toEqualTypeOf<'order.created'>();
    expect(event.type).toBe('order.created');
  });
});
