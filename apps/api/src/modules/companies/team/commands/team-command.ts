import { and, eq } from 'drizzle-orm';
import { authorize, type Actor, type Locale } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { company, companyMember, invitation } from '../../schema.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { effectiveRole, type InvitationRow, type TeamCompany } from '../queries.ts';

/** What every command of the company's side is given: who acts, for which company, from where. */
export interface CommandContext {
  actor: Actor;
  actorUserId: string;
  company: TeamCompany;
  locale: Locale;
  ip: string;
}

/** What a command that mails an invitation hands back: the row, the token and the names. */
export interface IssuedInvitation {
  invitation: InvitationRow;
  token: string;
  companyName: string;
}

/** A member's row, locked, and the role that counts (the owner may have no row). */
export async function lockMember(tx: Executor, target: TeamCompany, userId: string) {
  const [row] = await tx
    .select()
    .from(companyMember)
    .where(and(eq(companyMember.companyId, target.id), eq(companyMember.userId, userId)))
    .for('update');
  if (!row && userId !== target.adminUserId) throw new ProblemError('NOT_FOUND');
  return { row: row ?? null, role: effectiveRole(target, userId, row?.role ?? 'owner') };
}

/** The company row, locked: commands that check then insert cannot interleave. */
export async function lockCompany(tx: Executor, companyId: string) {
  const [row] = await tx.select().from(company).where(eq(company.id, companyId)).for('update');
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

/** A pending invitation of the actor's company, locked, that the actor may manage. */
export async function lockManageableInvitation(
  tx: Executor,
  props: CommandContext & { id: string },
) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.id, props.id),
        eq(invitation.companyId, props.company.id),
        eq(invitation.status, 'pending'),
      ),
    )
    .for('update');
  if (!row) throw new ProblemError('NOT_FOUND');
  authorize(props.actor, 'invitation.manage', { companyId: props.company.id, role: row.role });
  return row;
}
