import { eq } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { session, user } from '../schema.ts';

/*
 * The only writes of the user and session tables outside better-auth: the back office, the
 * profile, the language choice and the setup call these, each in its own transaction with its
 * checks and audit line.
 */

type UserRow = typeof user.$inferSelect;

/** Writes the changes; the user as stored, or null when there is none of that id. */
async function storeUser(
  db: Executor,
  userId: string,
  changes: Partial<typeof user.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await db.update(user).set(changes).where(eq(user.id, userId)).returning();
  return row ?? null;
}

/** Name, phone and language, as the user gives them. */
export const updateUserDetails = (
  db: Executor,
  userId: string,
  details: Partial<{ name: string; phone: string; locale: Locale }>,
) => storeUser(db, userId, details);

/** Sets or lifts a ban (ours never expire). */
export const setUserBan = (
  db: Executor,
  userId: string,
  ban: { banned: boolean; banReason: string | null },
) => storeUser(db, userId, { ...ban, banExpires: null });

/** The platform role; `admin` makes platform staff. */
export const setUserRole = (
  db: Executor,
  userId: string,
  role: 'user' | 'admin',
  { verifyEmail = false } = {},
) => storeUser(db, userId, verifyEmail ? { role, emailVerified: true } : { role });

/** Ends every session of the user at once; the ended sessions. */
export const endSessionsOf = (db: Executor, userId: string) =>
  db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ token: session.token, userId: session.userId, expiresAt: session.expiresAt });
