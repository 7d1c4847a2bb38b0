import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailKind, type EmailKind } from '@teklifal/core';

/*
 * The unsubscribe link of a notification mail names the user and the kind, signed with the
 * server's secret: it works without signing in, turns off only that kind, and nobody can make
 * one for another person or another kind.
 */

const signature = (secret: string, userId: string, kind: EmailKind) =>
  createHmac('sha256', secret)
    .update(`notification-mail-unsubscribe:${userId}:${kind}`)
    .digest('base64url');

export const emailUnsubscribeToken = (secret: string, userId: string, kind: EmailKind) =>
  `${userId}.${kind}.${signature(secret, userId, kind)}`;

/** The user and kind the token names, or null when this server did not sign it. */
export function readEmailUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: EmailKind } | null {
  const [userId, kind, signed, ...rest] = token.split('.');
  if (!userId || !signed || rest.length > 0 || !isEmailKind(kind)) return null;
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(secret, userId, kind));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, kind }
    : null;
}
