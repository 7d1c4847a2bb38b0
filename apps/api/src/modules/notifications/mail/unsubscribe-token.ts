import { EMAIL_UNSUBSCRIBE_LINK_DAYS, isEmailKind, type EmailKind } from '@teklifal/core';
import { readSignedToken, signToken } from '../../../lib/signed-token.ts';

/*
 * The unsubscribe link of a notification mail names the user, the kind and the day the mail
 * was sent, signed with the server's secret: it works without signing in, turns off only that
 * kind, nobody can make one for another person or another kind, and it stops working
 * EMAIL_UNSUBSCRIBE_LINK_DAYS after the mail (a forwarded or leaked mail does not speak for
 * the person for ever; /profile always does).
 */

const DAY_MS = 86_400_000;
const dayOf = (time: Date) => Math.floor(time.getTime() / DAY_MS);

const PURPOSE = 'notification-mail-unsubscribe';

/** The token of a mail sent at `sentAt` to `userId` about `kind`. */
export function emailUnsubscribeToken(
  secret: string,
  props: { userId: string; kind: EmailKind; sentAt: Date },
): string {
  return signToken(secret, PURPOSE, [props.userId, props.kind, String(dayOf(props.sentAt))]);
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
  const parts = readSignedToken(secret, PURPOSE, token, 3);
  const [userId, kind, dayText] = parts ?? [];
  if (!userId || !isEmailKind(kind) || !/^\d{1,6}$/.test(dayText ?? ''))
    return { valid: false, reason: 'invalid' };
  if (dayOf(now) - Number(dayText) > EMAIL_UNSUBSCRIBE_LINK_DAYS)
    return { valid: false, reason: 'expired' };
  return { valid: true, userId, kind };
}
