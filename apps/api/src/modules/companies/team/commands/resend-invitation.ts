import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { company, invitation } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from '../invitation-token.ts';
import {
  lockManageableInvitation,
  type CommandContext,
  type IssuedInvitation,
} from './team-command.ts';

/** Sends a pending invitation again with a new token and expiry; the old link stops working. */
export async function resendInvitation(
  db: Database,
  props: CommandContext & { id: string },
): Promise<IssuedInvitation> {
  return db.transaction(async (tx) => {
    await lockManageableInvitation(tx, props);
    const [target] = await tx
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, props.company.id));
    const token = newInvitationToken();
    const [row] = await tx
      .update(invitation)
      .set({ tokenHash: hashInvitationToken(token), expiresAt: invitationExpiry() })
      .where(eq(invitation.id, props.id))
      .returning();
    if (!row) throw new ProblemError('NOT_FOUND');
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: props.company.id,
      action: 'team.invitationResent',
      entityType: 'invitation',
      entityId: row.id,
      data: { email: row.email, role: row.role },
      ip: props.ip,
    });
    return { invitation: row, token, companyName: target?.name ?? '' };
  });
}
