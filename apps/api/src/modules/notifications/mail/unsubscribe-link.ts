import { eq } from 'drizzle-orm';
import {
  EMAIL_UNSUBSCRIBE_LINK_DAYS,
  type EmailKind,
  type EmailUnsubscribeLinkView,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { emailPreference } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { readEmailUnsubscribeToken } from './unsubscribe-token.ts';

/** The addresses of a mail's unsubscribe link: the page for people, the one-click target. */
export function emailUnsubscribeUrls(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    /** The confirmation page (GET shows it; only its button unsubscribes). */
    page: `${publicUrl}/email-unsubscribe?${query}`,
    /** List-Unsubscribe: POST `List-Unsubscribe=One-Click` unsubscribes (RFC 8058). */
    oneClick: `${publicUrl}/api/email-preferences/one-click?${query}`,
  };
}

/**
 * The person and kind an unsubscribe link names, and whether that kind still comes by mail.
 * A link this server did not sign, one for a person who is gone, or one past its life is an
 * INVALID_TOKEN problem whose detail says which.
 */
export async function findEmailUnsubscribeLink(
  db: Executor,
  props: { secret: string; token: string; now: Date },
): Promise<EmailUnsubscribeLinkView & { userId: string; kind: EmailKind }> {
  const reading = readEmailUnsubscribeToken(props.secret, props.token, props.now);
  const [person] = reading.valid
    ? await db
        .select({ email: user.email, muted: emailPreference.muted })
        .from(user)
        .leftJoin(emailPreference, eq(emailPreference.userId, user.id))
        .where(eq(user.id, reading.userId))
    : [];
  if (!reading.valid || !person) {
    const expired = !reading.valid && reading.reason === 'expired';
    throw new ProblemError('INVALID_TOKEN', {
      detailKey: expired
        ? 'emailPreferences.unsubscribe.expired'
        : 'emailPreferences.unsubscribe.invalid',
      detailParams: { days: EMAIL_UNSUBSCRIBE_LINK_DAYS },
    });
  }
  return {
    userId: reading.userId,
    kind: reading.kind,
    email: person.email,
    active: !(person.muted ?? []).includes(reading.kind),
  };
}
