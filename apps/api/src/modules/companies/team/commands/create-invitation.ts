import { and, eq } from 'drizzle-orm';
import { authorize, type AssignableRole } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { companyMember, invitation } from '../../schema.ts';
import { user } from '../../../auth/queries/tables.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { fieldError, ProblemError } from '../../../../lib/problem.ts';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from '../invitation-token.ts';
import { lockCompany, type CommandContext, type IssuedInvitation } from './team-command.ts';

/**
 * Invites an address with a role. Refused when the actor may not give the role, when the
 * address already belongs to a member, or when an invitation to it is pending (resend that).
 * The company row is locked so two invitations to one address cannot both pass the checks.
 */
export async function createInvitation(
  db: Database,
  props: CommandContext & { email: string; role: AssignableRole },
): Promise<IssuedInvitation> {
  const { actor, company: target, locale } = props;
  authorize(actor, 'invitation.manage', { companyId: target.id, role: props.role });
  return db.transaction(async (tx) => {
    const locked = await lockCompany(tx, target.id);
    const [existing] = await tx
      .select({ id: user.id, memberOf: companyMember.companyId })
      .from(user)
      .leftJoin(companyMember, eq(companyMember.userId, user.id))
      .where(eq(user.email, props.email));
    if (existing && (existing.memberOf === target.id || existing.id === locked.adminUserId)) {
      throw new ProblemError('CONFLICT', {
        errors: [fieldError(locale, 'email', 'team.errors.alreadyMember')],
      });
    }
    const [pending] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.companyId, target.id),
          eq(invitation.email, props.email),
          eq(invitation.status, 'pending'),
        ),
      );
    if (pending) {
      throw new ProblemError('CONFLICT', {
        errors: [fieldError(locale, 'email', 'team.errors.invitationPending')],
      });
    }
    const token = newInvitationToken();
    const [row] = await tx
      .insert(invitation)
      .values({
        companyId: target.id,
        email: props.email,
        role: props.role,
        tokenHash: hashInvitationToken(token),
        expiresAt: invitationExpiry(),
        invitedBy: props.actorUserId,
      })
      .returning();
    if (!row) throw new ProblemError('INTERNAL');
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      companyId: target.id,
      action: 'team.invitationCreated',
      entityType: 'invitation',
      entityId: row.id,
      data: { email: row.email, role: row.role },
      ip: props.ip,
    });
    return { invitation: row, token, companyName: locked.name };
  });
}
