import { eq } from 'drizzle-orm';
import { translate } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { session, user } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { findCompanyOfUser } from '../../companies/queries/company-of-user.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { lockUser, type AdminCommand } from './user-command.ts';

/**
 * Bans a user: sign-in is refused from now on (better-auth answers BANNED_USER) and every
 * session is deleted, so the user is signed out at once. An admin cannot ban themself.
 */
export async function banUser(db: Database, props: AdminCommand & { reason: string }) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    if (row.id === props.actorUserId) {
      throw new ProblemError('FORBIDDEN', {
        detail: translate(props.locale, 'admin.users.selfBan'),
      });
    }
    const [updated] = await tx
      .update(user)
      .set({ banned: true, banReason: props.reason, banExpires: null })
      .where(eq(user.id, row.id))
      .returning();
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, row.id))
      .returning({ id: session.id });
    const found = await findCompanyOfUser(tx, row.id);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: found?.company.id ?? null,
      action: 'user.banned',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, reason: props.reason, sessionsEnded: ended.length },
      ip: props.ip,
    });
    return updated ?? row;
  });
}
