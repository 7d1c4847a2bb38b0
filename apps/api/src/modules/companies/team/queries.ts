import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { company, companyMember, invitation } from '../schema.ts';
import { user } from '../../auth/queries/tables.ts';
import { hashInvitationToken } from './invitation-token.ts';

export type InvitationRow = typeof invitation.$inferSelect;

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  joinedAt: Date;
}

/** The company a team command works on: the actor's own. */
export interface TeamCompany {
  id: string;
  adminUserId: string;
}

const ROLE_ORDER: Record<CompanyRole, number> = { owner: 0, admin: 1, member: 2 };

/** The owner is the company's adminUserId, whatever the member row says. */
export const effectiveRole = (
  target: TeamCompany,
  userId: string,
  role: CompanyRole,
): CompanyRole => (userId === target.adminUserId ? 'owner' : role);

// ---------------------------------------------------------------- members

export async function listMembers(db: Executor, target: TeamCompany): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: companyMember.userId,
      role: companyMember.role,
      joinedAt: companyMember.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(eq(companyMember.companyId, target.id));
  const members: MemberRow[] = rows.map((row) => ({
    ...row,
    role: effectiveRole(target, row.userId, row.role),
  }));
  if (!members.some((m) => m.userId === target.adminUserId)) {
    // A company created before its owner had a member row still lists its owner.
    const [owner] = await db
      .select({ userId: user.id, name: user.name, email: user.email, joinedAt: company.createdAt })
      .from(company)
      .innerJoin(user, eq(user.id, company.adminUserId))
      .where(eq(company.id, target.id));
    if (owner) members.push({ ...owner, role: 'owner' });
  }
  return members.sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.name.localeCompare(b.name, 'tr') ||
      a.joinedAt.getTime() - b.joinedAt.getTime(),
  );
}

// ---------------------------------------------------------------- invitations

const inviter = alias(user, 'inviter');

export interface PendingInvitationRow extends InvitationRow {
  invitedByName: string | null;
}

export async function listPendingInvitations(
  db: Executor,
  companyId: string,
): Promise<PendingInvitationRow[]> {
  const rows = await db
    .select({ invitation, invitedByName: inviter.name })
    .from(invitation)
    .leftJoin(inviter, eq(inviter.id, invitation.invitedBy))
    .where(and(eq(invitation.companyId, companyId), eq(invitation.status, 'pending')))
    .orderBy(desc(invitation.createdAt), asc(invitation.email));
  return rows.map((row) => ({ ...row.invitation, invitedByName: row.invitedByName }));
}

export interface InvitationWithNames {
  invitation: InvitationRow;
  companyName: string;
  inviterName: string | null;
}

export async function findInvitationByToken(
  db: Executor,
  token: string,
): Promise<InvitationWithNames | null> {
  const [row] = await db
    .select({ invitation, companyName: company.name, inviterName: inviter.name })
    .from(invitation)
    .innerJoin(company, eq(company.id, invitation.companyId))
    .leftJoin(inviter, eq(inviter.id, invitation.invitedBy))
    .where(eq(invitation.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

/**
 * The valid invitations sent to an address (pending, not expired), newest first: what a
 * signed-in user without a company is offered instead of creating one.
 */
export async function listInvitationsForEmail(
  db: Executor,
  email: string,
  now = new Date(),
): Promise<InvitationWithNames[]> {
  return db
    .select({ invitation, companyName: company.name, inviterName: inviter.name })
    .from(invitation)
    .innerJoin(company, eq(company.id, invitation.companyId))
    .leftJoin(inviter, eq(inviter.id, invitation.invitedBy))
    .where(
      and(
        sql`lower(${invitation.email}) = ${email.toLowerCase()}`,
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, now),
      ),
    )
    .orderBy(desc(invitation.createdAt));
}
