import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { invitation } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { lockManageableInvitation, type CommandContext } from './team-command.ts';

export async function revokeInvitation(
  db: Database,
  props: CommandContext & { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockManageableInvitation(tx, props);
    await tx.update(invitation).set({ status: 'revoked' }).where(eq(invitation.id, row.id));
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: props.company.id,
      action: 'team.invitationRevoked',
      entityType: 'invitation',
      entityId: row.id,
      data: { email: row.email, role: row.role },
      ip: props.ip,
    });
  });
}
