import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_UNSUBSCRIBE_LINK_DAYS, isEmailKind, type EmailKind } from '@teklifal/core';

/*
 * The unsubscribe link of a notification mail names the user, the kind and the day the mail
 * was sent, signed with the server's secret: it works without signing in, turns off only that
 * kind, nobody can make one for another person or another kind, and it stops working
 * EMAIL_UNSUBSCRIBE_LINK_DAYS after the mail (a forwarded or leaked mail does not speak for
 * the person for ever; /profile always does).
 */

const DAY_MS = 86_400_000;
const dayOf = (time: Date) => Math.floor(time.getTime() / DAY_MS);

const signature = (secret: string, userId: string, kind: EmailKind, day: number) =>
  createHmac('sha256', secret)
    .update(`notification-mail-unsubscribe:${userId}:${kind}:${day}`)
    .digest('base64url');

/** The token of a mail sent at `sentAt` to `userId` about `kind`. */
export function emailUnsubscribeToken(
  secret: string,
  props: { userId: string; kind: EmailKind; sentAt: Date },
): string {
  const day = dayOf(props.sentAt);
  return `${props.userId}.${props.kind}.${day}.${signature(secret, props.userId, props.kind, day)}`;
}

export type EmailUnsubscribeTokenReading =
  | { valid: true; userId: string; kind: EmailKind }
  | { valid: false; reason: 'invalid' | 'expired' };

/**
 * The user and kind the token names; `invalid` when this server did not sign it, `expired`
 * when it did but the mail is older than the link's life at `now`.
 */
export function readEmailUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): EmailUnsubscribeTokenReading {
  const [userId, kind, dayText, signed, ...rest] = token.split('.');
  const day = Number(dayText);
  if (
    !userId ||
    !signed ||
    rest.length > 0 ||
    !isEmailKind(kind) ||
    !/^\d{1,6}$/.test(dayText ?? '')
  )
    return { valid: false, reason: 'invalid' };
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(secret, userId, kind, day));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { valid: false, reason: 'invalid' };
  if (dayOf(now) - day > EMAIL_UNSUBSCRIBE_LINK_DAYS) return { valid: false, reason: 'expired' };
  return { valid: true, userId, kind };
}
