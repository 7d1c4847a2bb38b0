import type { CompanyRole } from '../schemas/me.ts';
import type { Actor } from './access.ts';

const MANAGERS: readonly CompanyRole[] = ['owner', 'admin'];

/** A member of the company, whatever their role. */
export const isCompanyMember = (actor: Actor, companyId: string) =>
  actor.company?.id === companyId && actor.companyRole !== null;

/**
 * Owners and admins manage the company profile, sectors and team (docs/architecture.md, “Who may do
 * what”).
 */
export const canManageCompany = (actor: Actor, companyId: string) =>
  isCompanyMember(actor, companyId) &&
  actor.companyRole !== null &&
  MANAGERS.includes(actor.companyRole);

export const canEditCompany = canManageCompany;
export const canEditSectors = canManageCompany;
export const canManageTeam = canManageCompany;

/** Verification documents: the company itself and the platform's staff. */
export const canViewCompanyDocuments = (actor: Actor, companyId: string) =>
  isCompanyMember(actor, companyId) || actor.user?.role === 'admin';

/**
 * Changing a member's role: managers may, never on the owner, never to owner, and an admin
 * may not change another admin (only the owner may). With `newRole`, also whether the actor
 * may grant that role: the owner grants admin and member, an admin only member (as with
 * invitations), so an admin cannot make admins by promotion.
 */
export function canChangeMemberRole(
  actor: Actor,
  companyId: string,
  targetRole: CompanyRole,
  newRole?: CompanyRole,
) {
  if (!canManageTeam(actor, companyId) || targetRole === 'owner') return false;
  if (actor.companyRole !== 'owner' && targetRole !== 'member') return false;
  return newRole === undefined || canInviteWithRole(actor, companyId, newRole);
}

/** Removing a member: the owner is never removed; admins are removed by the owner only. */
export const canRemoveMember = (actor: Actor, companyId: string, targetRole: CompanyRole) =>
  canChangeMemberRole(actor, companyId, targetRole);

/** Inviting with a role: the owner invites admins and members, an admin invites members. */
export function canInviteWithRole(actor: Actor, companyId: string, role: CompanyRole) {
  if (!canManageTeam(actor, companyId) || role === 'owner') return false;
  return actor.companyRole === 'owner' || role === 'member';
}
