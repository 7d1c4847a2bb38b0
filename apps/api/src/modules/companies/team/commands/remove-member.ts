import { eq } from 'drizzle-orm';
import { canRemoveMember } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { companyMember } from '../../../../db/schema/index.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { refusalFor } from '../errors.ts';
import { lockMember, type CommandContext } from './team-command.ts';

export async function removeMember(
  db: Database,
  props: CommandContext & { userId: string },
): Promise<void> {
  const { actor, company: target, locale } = props;
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, target, props.userId);
    if (!member.row || !canRemoveMember(actor, target.id, member.role)) {
      throw refusalFor(locale, actor, member.role);
    }
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
