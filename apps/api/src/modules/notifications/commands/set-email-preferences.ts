import { eq } from 'drizzle-orm';
import { EMAIL_KINDS, type EmailKind, type EmailPreferences } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { emailPreference } from '../schema.ts';

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

/**
 * Turns these kinds off (the unsubscribe page: the link's kind, or all) or back on (its undo),
 * keeping the others as they are. Returns the kinds that changed: those already as asked are
 * left out, so an undo turns back on only what this page turned off.
 */
export async function switchEmailKinds(
  db: Executor,
  props: { userId: string; kinds: readonly EmailKind[]; on: boolean },
): Promise<EmailKind[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(emailPreference)
      .values({ userId: props.userId, muted: [] })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ muted: emailPreference.muted })
      .from(emailPreference)
      .where(eq(emailPreference.userId, props.userId))
      .for('update');
    const before = new Set(row?.muted ?? []);
    const changed = props.kinds.filter((kind) => before.has(kind) === props.on);
    const muted = EMAIL_KINDS.filter((kind) =>
      props.kinds.includes(kind) ? !props.on : before.has(kind),
    );
    await tx
      .update(emailPreference)
      .set({ muted, updatedAt: new Date() })
      .where(eq(emailPreference.userId, props.userId));
    return EMAIL_KINDS.filter((kind) => changed.includes(kind));
  });
}
