import { eq } from 'drizzle-orm';
import type { Locale } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { user } from '../../auth/queries/tables.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { setUserBan } from '../../auth/commands/user-account.ts';

type UserRow = typeof user.$inferSelect;

/** What a back-office command on a user is given: whom, by whom, from where. */
export interface AdminCommand {
  userId: string;
  actorUserId: string;
  ip: string;
  locale: Locale;
}

export async function lockUser(db: Executor, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

/** Sets or lifts a ban (ours never expire) and returns the user as stored. */
export async function setBan(
  db: Executor,
  row: UserRow,
  ban: { banned: boolean; banReason: string | null },
): Promise<UserRow> {
  return (await setUserBan(db, row.id, ban)) ?? row;
}
