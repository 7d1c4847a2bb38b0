import { eq } from 'drizzle-orm';
import { PUSH_KINDS, type PushPreferences } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { pushPreference } from '../schema.ts';

/** Each kind pushed, but those the user turned off. */
export async function readPushPreferences(db: Executor, userId: string): Promise<PushPreferences> {
  const [row] = await db
    .select({ muted: pushPreference.muted })
    .from(pushPreference)
    .where(eq(pushPreference.userId, userId));
  const muted = new Set(row?.muted ?? []);
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !muted.has(kind)])) as PushPreferences;
}

/** The user's choice of pushed kinds, from /profile: every kind at once. */
export async function setPushPreferences(
  db: Executor,
  props: { userId: string; preferences: PushPreferences },
): Promise<PushPreferences> {
  const muted = PUSH_KINDS.filter((kind) => !props.preferences[kind]);
  await db
    .insert(pushPreference)
    .values({ userId: props.userId, muted })
    .onConflictDoUpdate({ target: pushPreference.userId, set: { muted, updatedAt: new Date() } });
  return readPushPreferences(db, props.userId);
}
