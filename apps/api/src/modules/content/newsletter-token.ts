import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The unsubscribe link of a newsletter mail carries the subscriber's id signed with the
 * server's secret: it works without signing in, and nobody can unsubscribe someone else.
 */

const signature = (secret: string, subscriberId: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');

export const unsubscribeToken = (secret: string, subscriberId: string) =>
  `${subscriberId}.${signature(secret, subscriberId)}`;

/** The subscriber the token names, or null when it was not signed by this server. */
export function subscriberOfToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subscriberId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, subscriberId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
}
