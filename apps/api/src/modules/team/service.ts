import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canChangeMemberRole,
  canInviteWithRole,
  canRemoveMember,
  INVITATION_VALID_DAYS,
  translate,
  type Actor,
  type AssignableRole,
  type CompanyRole,
  type Locale,
} from '@teklifal/core';
import type { Database, Executor } from '../../db/client.ts';
import { company, companyMember, invitation, user } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findCompanyOfUser } from '../../lib/company-of-user.ts';
import { notifyCompany } from '../../lib/notify.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';

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

interface CommandContext {
  actor: Actor;
  actorUserId: string;
  company: TeamCompany;
  locale: Locale;
  ip: string;
}

const ROLE_ORDER: Record<CompanyRole, number> = { owner: 0, admin: 1, member: 2 };

/** A mailed token: 32 random bytes; only its SHA-256 is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

const invitationExpiry = (now = new Date()) =>
  new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);

export const isExpired = (row: { expiresAt: Date }, now = new Date()) =>
  row.expiresAt.getTime() <= now.getTime();

/** The owner is the company's adminUserId, whatever the member row says. */
const effectiveRole = (target: TeamCompany, userId: string, role: CompanyRole): CompanyRole =>
  userId === target.adminUserId ? 'owner' : role;

const forbidden = (locale: Locale, key: string) =>
  new ProblemError('FORBIDDEN', { detail: translate(locale, key) });

/** Why the actor may not touch a member of this role. */
function refusalFor(locale: Locale, actor: Actor, targetRole: CompanyRole) {
  if (targetRole === 'owner') return forbidden(locale, 'team.errors.ownerProtected');
  if (targetRole === 'admin' && actor.companyRole !== 'owner') {
    return forbidden(locale, 'team.errors.ownerOnly');
  }
  return forbidden(locale, 'team.errors.roleNotAllowed');
}

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

async function lockMember(tx: Executor, target: TeamCompany, userId: string) {
  const [row] = await tx
    .select()
    .from(companyMember)
    .where(and(eq(companyMember.companyId, target.id), eq(companyMember.userId, userId)))
    .for('update');
  if (!row && userId !== target.adminUserId) throw new ProblemError('NOT_FOUND');
  return { row: row ?? null, role: effectiveRole(target, userId, row?.role ?? 'owner') };
}

export async function changeMemberRole(
  db: Database,
  props: CommandContext & { userId: string; role: AssignableRole },
): Promise<void> {
  const { actor, company: target, locale } = props;
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, target, props.userId);
    if (!canChangeMemberRole(actor, target.id, member.role, props.role)) {
      throw refusalFor(locale, actor, member.role);
    }
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

// ---------------------------------------------------------------- invitations (company side)

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

/** What a command that mails an invitation hands back: the row, the token and the names. */
export interface IssuedInvitation {
  invitation: InvitationRow;
  token: string;
  companyName: string;
}

async function lockCompany(tx: Executor, companyId: string) {
  const [row] = await tx.select().from(company).where(eq(company.id, companyId)).for('update');
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

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
  if (!canInviteWithRole(actor, target.id, props.role)) {
    throw forbidden(locale, 'team.errors.roleNotAllowed');
  }
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

/** A pending invitation of the actor's company, locked, that the actor may manage. */
async function lockManageableInvitation(tx: Executor, props: CommandContext & { id: string }) {
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
  if (!canInviteWithRole(props.actor, props.company.id, row.role)) {
    throw forbidden(props.locale, 'team.errors.roleNotAllowed');
  }
  return row;
}

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

// ---------------------------------------------------------------- invitations (invited side)

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

const invalidToken = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  new ProblemError('INVALID_TOKEN', { detail: translate(locale, key, params) });

/**
 * The signed-in user joins the company of the invitation. One transaction: the invitation row
 * is locked, so of two accepts of one token only the first finds it pending, and the member
 * row's unique userId keeps a user in one company even when two invitations race.
 */
export async function acceptInvitation(
  db: Database,
  props: {
    token: string;
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
      .where(eq(invitation.tokenHash, hashInvitationToken(props.token)))
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
