import type { PushDeviceInput } from '@teklifal/core';

// The parts of a browser push subscription the server needs, shared by the page (turning a
// device on) and the service worker (a subscription the browser renewed).

/** The endpoint and keys of `subscription` (base64url, as `toJSON` gives them), with a name. */
export function subscriptionInput(subscription: PushSubscription, label: string): PushDeviceInput {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth) throw new Error('The push subscription has no keys');
  return { endpoint, keys: { p256dh, auth }, label };
}

/** The VAPID public key (base64url, as GET /api/push/key gives it) as `subscribe` wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (a new server key needs a new subscription). */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
