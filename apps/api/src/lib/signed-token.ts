import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Tokens a link carries so that it works without signing in: its parts in the clear, then an
 * HMAC-SHA256 of them with the server's secret, under a purpose so a token made for one link
 * never passes for another. Parts hold no '.' (ids, kinds, day numbers).
 */

const signatureOf = (secret: string, purpose: string, parts: readonly string[]) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${parts.join(':')}`)
    .digest('base64url');

/** `part1.part2….signature` */
export const signToken = (secret: string, purpose: string, parts: readonly string[]) =>
  [...parts, signatureOf(secret, purpose, parts)].join('.');

/** The parts of a token this server signed for `purpose` with `count` parts, or null. */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
  count: number,
): string[] | null {
  const pieces = token.split('.');
  if (pieces.length !== count + 1) return null;
  const parts = pieces.slice(0, count);
  if (parts.some((part) => part === '')) return null;
  const given = Buffer.from(pieces[count] ?? '');
  const expected = Buffer.from(signatureOf(secret, purpose, parts));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
