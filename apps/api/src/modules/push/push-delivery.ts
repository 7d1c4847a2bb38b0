import webpush from 'web-push';
import type { PushOptions } from './push-options.ts';
import type { VapidKeys } from './push-keys.ts';

/** A device as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, the subscription is gone for good, or it failed. */
export type DeliveryResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; status: number | null; reason: string };

/** A push service that has not answered by then has failed this push. */
const TIMEOUT_MS = 10_000;

export interface Vapid extends VapidKeys {
  subject: string;
}

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) with its VAPID signature (RFC 8292). web-push
 * encrypts and signs; the request is fetch's, which keeps connections to a push service open
 * between pushes (web-push's own sender opens one per push, and speaks only https).
 */
export async function deliverPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  vapid: Vapid,
): Promise<DeliveryResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: options.ttl,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let status: number;
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    // Read to the end, so the connection goes back to the pool.
    await response.arrayBuffer();
  } catch (error) {
    return { outcome: 'failed', status: null, reason: (error as Error).message };
  }
  if (status >= 200 && status < 300) return { outcome: 'delivered' };
  // RFC 8030 §7.3: the subscription expired or was withdrawn.
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  return { outcome: 'failed', status, reason: `push service answered ${status}` };
}
