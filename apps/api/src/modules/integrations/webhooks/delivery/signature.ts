import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'TeklifAl-Signature';

/** A new endpoint secret: 32 random bytes, recognizable by its prefix. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The visible start of a secret, to tell which one a receiver holds. */
export const secretHint = (secret: string) => secret.slice(0, 12);

export const signatureOf = (secret: string, unixSeconds: number, body: string) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

export const signatureHeader = (secret: string, unixSeconds: number, body: string) =>
  `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;

/**
 * What a receiver does (docs/webhooks.md): the header's time within `toleranceSeconds` of now
 * and its v1 equal to the HMAC of "t.body" under the secret, compared in constant time.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
