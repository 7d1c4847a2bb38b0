import { eq } from 'drizzle-orm';
import { authorize, type AssignableRole } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { companyMember } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { lockMember, type CommandContext } from './team-command.ts';

export async function changeMemberRole(
  db: Database,
  props: CommandContext & { userId: string; role: AssignableRole },
): Promise<void> {
  const { actor, company: target } = props;
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, target, props.userId);
    authorize(actor, 'member.changeRole', {
      companyId: target.id,
      role: member.role,
      newRole: props.role,
    });
    if (member.role === props.role || !member.row) return;
    await tx
      .update(companyMember)
      .set({ role: props.role })
      .where(eq(companyMember.id, member.row.id));
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: target.id,
      action: 'team.memberRoleChanged',
      entityType: 'companyMember',
      entityId: member.row.id,
      data: { userId: props.userId, from: member.role, to: props.role },
      ip: props.ip,
    });
  });
}
