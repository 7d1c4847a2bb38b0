import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { endedSession, user } from '../db/schema/index.ts';

/** The token as it is kept: never the token itself, which would open the session. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Remembers sessions that staff ended by suspending their user, so the old cookie is told so
 * (GET /api/me answers USER_BANNED) instead of 'not signed in'. Rows past their session's own
 * expiry are pruned on the way.
 */
export async function rememberSuspendedSessions(
  tx: Executor,
  ended: readonly { token: string; userId: string; expiresAt: Date }[],
  now = new Date(),
): Promise<void> {
  await tx.delete(endedSession).where(lte(endedSession.expiresAt, now));
  const rows = ended
    .filter((s) => s.expiresAt > now)
    .map((s) => ({
      tokenHash: hashOf(s.token),
      userId: s.userId,
      reason: 'suspended' as const,
      endedAt: now,
      expiresAt: s.expiresAt,
    }));
  if (rows.length > 0) await tx.insert(endedSession).values(rows).onConflictDoNothing();
}

/** The suspension is lifted: the user's old cookies are plain signed-out cookies again. */
export async function forgetSuspendedSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(endedSession).where(eq(endedSession.userId, userId));
}

/**
 * Whether a session token (its cookie's signature already checked) belonged to a session ended
 * by a suspension that still holds. Says nothing else about the user.
 */
export async function endedBySuspension(db: Executor, token: string, now = new Date()) {
  const [row] = await db
    .select({ userId: endedSession.userId })
    .from(endedSession)
    .innerJoin(user, eq(user.id, endedSession.userId))
    .where(
      and(
        eq(endedSession.tokenHash, hashOf(token)),
        eq(endedSession.reason, 'suspended'),
        gt(endedSession.expiresAt, now),
        eq(user.banned, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
