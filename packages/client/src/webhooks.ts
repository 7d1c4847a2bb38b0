import type { webhooks } from './schema.d.ts';

/** The header every webhook delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'TeklifAl-Signature';

export interface VerifyWebhookOptions {
  /** The endpoint's secret, shown when the endpoint was registered. */
  secret: string;
  /** The TeklifAl-Signature header as received. */
  header: string | null | undefined;
  /** The request's body exactly as received (before any JSON parsing). */
  body: string;
  /** How old a delivery may be, against replays; 300 seconds when not given. */
  toleranceSeconds?: number;
  /** The time now in unix seconds (tests); the clock when not given. */
  now?: number;
}

const encoder = new TextEncoder();

/**
 * Whether a delivery is TeklifAl's: the HMAC-SHA256 of `<t>.<body>` under the endpoint's secret
 * equals one of the header's v1 values, and `t` is within the tolerance. Web Crypto, so it runs
 * on Node 20 and in edge runtimes alike; the comparison takes the same time wherever it differs.
 */
export async function verifyWebhookSignature(options: VerifyWebhookOptions): Promise<boolean> {
  const parts = (options.header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${options.body}`));
  const expected = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0'));
  return signatures.some((signature) => sameText(signature, expected.join('')));
}

function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a.charCodeAt(index) || 0) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The type of every event a webhook endpoint may receive ('order.created'…). */
export type WebhookEventType = keyof webhooks;

/** The JSON body of one event type, as documented in the API's `webhooks` section. */
export type WebhookEvent<Type extends WebhookEventType = WebhookEventType> = Type extends unknown
  ? webhooks[Type]['post'] extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : never
  : never;
