import { eq } from 'drizzle-orm';
import { translate, type AssignableRole, type Locale } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { company, companyMember, invitation } from '../../schema.ts';
import { writeAudit } from '../../../../lib/audit.ts';
import { findCompanyOfUser } from '../../queries/company-of-user.ts';
import { notifyCompany } from '../../../notifications/commands/notify.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { invalidToken } from '../errors.ts';
import { hashInvitationToken, isExpired } from '../invitation-token.ts';

/**
 * The signed-in user joins the company of the invitation: by its mailed link, or by its id when it
 * was sent to the user's own address (the address is checked either way). One transaction: the
 * invitation row is locked, so of two accepts of one token only the first finds it pending, and the
 * member row's unique userId keeps a user in one company even when two invitations race.
 */
export async function acceptInvitation(
  db: Database,
  props: {
    /** The mailed link's token, or the invitation's id for its own verified address (#13). */
    invitation: { token: string } | { id: string };
    user: { id: string; email: string; name: string };
    locale: Locale;
    ip: string;
  },
): Promise<{ companyId: string; companyName: string; role: AssignableRole }> {
  const { locale } = props;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitation)
      .where(
        'token' in props.invitation
          ? eq(invitation.tokenHash, hashInvitationToken(props.invitation.token))
          : eq(invitation.id, props.invitation.id),
      )
      .for('update');
    if (!row) throw new ProblemError('NOT_FOUND');
    if (row.status === 'accepted') throw invalidToken(locale, 'team.invitation.used');
    if (row.status === 'revoked') throw invalidToken(locale, 'team.invitation.revoked');
    if (isExpired(row)) throw invalidToken(locale, 'team.invitation.expired');
    if (row.email.toLowerCase() !== props.user.email.toLowerCase()) {
      throw new ProblemError('FORBIDDEN', {
        detail: translate(locale, 'team.invitation.wrongEmail', { email: row.email }),
      });
    }
    const alreadyIn = (sameCompany: boolean) =>
      new ProblemError('CONFLICT', {
        detail: translate(
          locale,
          sameCompany ? 'team.invitation.alreadyInThisCompany' : 'team.invitation.alreadyInCompany',
        ),
      });
    const current = await findCompanyOfUser(tx, props.user.id);
    if (current) throw alreadyIn(current.company.id === row.companyId);
    const joined = await tx
      .insert(companyMember)
      .values({ companyId: row.companyId, userId: props.user.id, role: row.role })
      .onConflictDoNothing({ target: companyMember.userId })
      .returning({ id: companyMember.id });
    if (joined.length === 0) throw alreadyIn(false);
    await tx
      .update(invitation)
      .set({ status: 'accepted', acceptedBy: props.user.id })
      .where(eq(invitation.id, row.id));
    await notifyCompany(tx, {
      companyId: row.companyId,
      type: 'invitationAccepted',
      params: { name: props.user.name },
      route: '/teammembers',
    });
    await writeAudit(tx, {
      actorUserId: props.user.id,
      companyId: row.companyId,
      action: 'team.invitationAccepted',
      entityType: 'invitation',
      entityId: row.id,
      data: { email: row.email, role: row.role, memberId: joined[0]?.id ?? null },
      ip: props.ip,
    });
    const [target] = await tx
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, row.companyId));
    return { companyId: row.companyId, companyName: target?.name ?? '', role: row.role };
  });
}
