import { and, count, eq, ne, sql } from 'drizzle-orm';
import { translate, type PlatformRole } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { user } from '../../auth/queries/tables.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { setUserRole as storeUserRole } from '../../auth/commands/user-account.ts';
import { lockUser, type AdminCommand } from './user-command.ts';

/**
 * Grants or removes platform admin rights. The last active admin keeps them (409), and an
 * admin cannot remove their own (403): someone else must.
 */
export async function setUserRole(db: Database, props: AdminCommand & { role: PlatformRole }) {
  return db.transaction(async (tx) => {
    // Lock every admin row, so two demotions cannot both pass the last-admin check.
    await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
    const row = await lockUser(tx, props.userId);
    const from: PlatformRole = row.role === 'admin' ? 'admin' : 'user';
    if (from === props.role) return row;
    if (props.role === 'user') {
      const [others] = await tx
        .select({ value: count() })
        .from(user)
        .where(
          and(
            eq(user.role, 'admin'),
            ne(user.id, row.id),
            sql`coalesce(${user.banned}, false) = false`,
          ),
        );
      if ((others?.value ?? 0) === 0) {
        throw new ProblemError('CONFLICT', {
          detail: translate(props.locale, 'admin.users.lastAdmin'),
        });
      }
      if (row.id === props.actorUserId) {
        throw new ProblemError('FORBIDDEN', {
          detail: translate(props.locale, 'admin.users.selfDemote'),
        });
      }
    }
    const updated = await storeUserRole(tx, row.id, props.role);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'user.roleChanged',
      entityType: 'user',
      entityId: row.id,
      data: { email: row.email, from, to: props.role },
      ip: props.ip,
    });
    return updated ?? row;
  });
}
