import { describe, expect, it } from 'vitest';
import { applicationServerKey, madeWithKey, subscriptionInput } from './subscription-input.ts';

const KEY = 'BAECAwQ'; // base64url of [4, 1, 2, 3, 4]

const subscriptionWith = (json: PushSubscriptionJSON, key: ArrayBuffer | null = null) =>
  ({ toJSON: () => json, options: { applicationServerKey: key } }) as unknown as PushSubscription;

describe('subscriptionInput', () => {
  it('sends the endpoint, the two keys and the name', () => {
    const subscription = subscriptionWith({
      endpoint: 'https://push.example/s/1',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
    });
    expect(subscriptionInput(subscription, 'Chrome · Android')).toEqual({
      endpoint: 'https://push.example/s/1',
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
      label: 'Chrome · Android',
    });
  });

  it('refuses a subscription without keys', () => {
    expect(() =>
      subscriptionInput(subscriptionWith({ endpoint: 'https://push.example/s/1' }), 'x'),
    ).toThrow(/no keys/);
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url, with or without padding', () => {
    expect([...applicationServerKey(KEY)]).toEqual([4, 1, 2, 3, 4]);
    expect([...applicationServerKey('-_8=')]).toEqual([251, 255]);
  });
});

describe('madeWithKey', () => {
  const key = applicationServerKey(KEY);
  it('tells a subscription of this key from one of another or none', () => {
    expect(madeWithKey(subscriptionWith({}, key.slice().buffer), key)).toBe(true);
    expect(madeWithKey(subscriptionWith({}, new Uint8Array([4, 1, 2]).buffer), key)).toBe(false);
    expect(madeWithKey(subscriptionWith({}, null), key)).toBe(false);
  });
});
