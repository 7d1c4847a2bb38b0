import { eq, sql } from 'drizzle-orm';
import { EMAIL_KINDS, type EmailKind, type EmailPreferences } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { emailPreference } from '../../../db/schema/index.ts';

/** Each kind on, but those the user turned off. */
export async function readEmailPreferences(
  db: Executor,
  userId: string,
): Promise<EmailPreferences> {
  const [row] = await db
    .select({ muted: emailPreference.muted })
    .from(emailPreference)
    .where(eq(emailPreference.userId, userId));
  const muted = new Set(row?.muted ?? []);
  return Object.fromEntries(
    EMAIL_KINDS.map((kind) => [kind, !muted.has(kind)]),
  ) as EmailPreferences;
}

/** The user's choice of notification mails, from /profile: every kind at once. */
export async function setEmailPreferences(
  db: Executor,
  props: { userId: string; preferences: EmailPreferences },
): Promise<EmailPreferences> {
  const muted = EMAIL_KINDS.filter((kind) => !props.preferences[kind]);
  await db
    .insert(emailPreference)
    .values({ userId: props.userId, muted })
    .onConflictDoUpdate({ target: emailPreference.userId, set: { muted, updatedAt: new Date() } });
  return readEmailPreferences(db, props.userId);
}

/** Turns one kind off (a mail's unsubscribe link), keeping the others as they are. */
export async function muteEmailKind(
  db: Executor,
  props: { userId: string; kind: EmailKind },
): Promise<void> {
  await db
    .insert(emailPreference)
    .values({ userId: props.userId, muted: [props.kind] })
    .onConflictDoUpdate({
      target: emailPreference.userId,
      set: {
        muted: sql`(select array_agg(distinct k order by k) from unnest(array_append(${emailPreference.muted}, ${props.kind}::text)) as k)`,
        updatedAt: new Date(),
      },
    });
}
