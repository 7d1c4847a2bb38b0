import { translate } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { rememberSuspendedSessions } from '../../../lib/ended-sessions.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { endSessionsOf } from '../../auth/commands/user-account.ts';
import { auditUserCommand } from '../effects.ts';
import { lockUser, setBan, type AdminCommand } from './user-command.ts';

/**
 * Bans a user: sign-in is refused from now on (better-auth answers BANNED_USER) and every
 * session is deleted, so the user is signed out at once. Each ended session is remembered, so
 * its cookie reads 'suspended' at GET /api/me, not 'sign in'. An admin cannot ban themself.
 */
export async function banUser(db: Database, props: AdminCommand & { reason: string }) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    if (row.id === props.actorUserId) {
      throw new ProblemError('FORBIDDEN', {
        detail: translate(props.locale, 'admin.users.selfBan'),
      });
    }
    const banned = await setBan(tx, row, { banned: true, banReason: props.reason });
    const ended = await endSessionsOf(tx, row.id);
    await rememberSuspendedSessions(tx, ended);
    await auditUserCommand(tx, props, 'user.banned', {
      email: row.email,
      reason: props.reason,
      sessionsEnded: ended.length,
    });
    return banned;
  });
}
