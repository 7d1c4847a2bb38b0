import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findCompanyOfUser } from '../companies/queries/company-of-user.ts';
import type { AdminCommand } from './commands/user-command.ts';

/**
 * The audit line of a back-office command on a user, filed under the user's company when they
 * have one, so the company's audit trail shows what the platform did to its people.
 */
export async function auditUserCommand(
  tx: Executor,
  props: AdminCommand,
  action: 'user.banned' | 'user.unbanned',
  data: Record<string, unknown>,
): Promise<void> {
  const found = await findCompanyOfUser(tx, props.userId);
  await writeAudit(tx, {
    actorUserId: props.actorUserId,
    companyId: found?.company.id ?? null,
    action,
    entityType: 'user',
    entityId: props.userId,
    data,
    ip: props.ip,
  });
}
