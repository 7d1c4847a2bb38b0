import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of one cookie in a Cookie header, URL-decoded; null when it is not there. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Checks a cookie value signed the way better-auth signs its session cookie
 * (`value.base64(HMAC-SHA256(secret, value))`) and returns the value, or null when the
 * signature is missing or wrong. Synchronous node:crypto instead of two WebCrypto round trips
 * per request: this runs before every signed-in read.
 */
export function verifySignedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
