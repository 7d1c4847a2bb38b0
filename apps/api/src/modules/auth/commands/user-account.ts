import { eq } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { session, user } from '../../../db/schema/index.ts';

/*
 * The only writes of the user and session tables outside better-auth: the back office, the
 * profile, the language choice and the setup call these, each in its own transaction with its
 * checks and audit line.
 */

type UserRow = typeof user.$inferSelect;

/** Name, phone and language, as the user gives them; the user as stored, or null. */
export async function updateUserDetails(
  db: Executor,
  userId: string,
  details: Partial<{ name: string; phone: string; locale: Locale }>,
): Promise<UserRow | null> {
  const [row] = await db.update(user).set(details).where(eq(user.id, userId)).returning();
  return row ?? null;
}

/** Sets or lifts a ban (ours never expire); the user as stored, or null. */
export async function setUserBan(
  db: Executor,
  userId: string,
  ban: { banned: boolean; banReason: string | null },
): Promise<UserRow | null> {
  const [row] = await db
    .update(user)
    .set({ ...ban, banExpires: null })
    .where(eq(user.id, userId))
    .returning();
  return row ?? null;
}

/** The platform role; `admin` makes platform staff. The user as stored, or null. */
export async function setUserRole(
  db: Executor,
  userId: string,
  role: 'user' | 'admin',
  { verifyEmail = false } = {},
): Promise<UserRow | null> {
  const [row] = await db
    .update(user)
    .set(verifyEmail ? { role, emailVerified: true } : { role })
    .where(eq(user.id, userId))
    .returning();
  return row ?? null;
}

/** Ends every session of the user at once; the ended sessions. */
export const endSessionsOf = (db: Executor, userId: string) =>
  db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ token: session.token, userId: session.userId, expiresAt: session.expiresAt });
