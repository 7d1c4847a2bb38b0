import { eq } from 'drizzle-orm';
import { authorize } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { companyMember } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { lockMember, type CommandContext } from './team-command.ts';

export async function removeMember(
  db: Database,
  props: CommandContext & { userId: string },
): Promise<void> {
  const { actor, company: target } = props;
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, target, props.userId);
    authorize(actor, 'member.remove', { companyId: target.id, role: member.role });
    // Only the owner has no row, and the rule never lets the owner be removed.
    if (!member.row) throw new Error('a removable member without a row');
    await tx.delete(companyMember).where(eq(companyMember.id, member.row.id));
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: target.id,
      action: 'team.memberRemoved',
      entityType: 'companyMember',
      entityId: member.row.id,
      data: { userId: props.userId, role: member.role },
      ip: props.ip,
    });
  });
}
