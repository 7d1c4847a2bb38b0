import type { Database } from '../../../db/client.ts';
import { forgetSuspendedSessions } from '../../../lib/ended-sessions.ts';
import { auditUserCommand } from '../effects.ts';
import { lockUser, setBan, type AdminCommand } from './user-command.ts';

/**
 * Lifts a ban: the user may sign in again, and the sessions the ban ended read as plain
 * signed-out ones. The old reason stays in the audit line.
 */
export async function unbanUser(db: Database, props: AdminCommand) {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, props.userId);
    const unbanned = await setBan(tx, row, { banned: false, banReason: null });
    await forgetSuspendedSessions(tx, row.id);
    await auditUserCommand(tx, props, 'user.unbanned', {
      email: row.email,
      previousReason: row.banReason,
    });
    return unbanned;
  });
}
