import {
  ASSIGNABLE_ROLES,
  can,
  type Actor,
  type InvitationState,
  type InvitationView,
  type MyInvitationView,
  type PublicInvitationView,
  type TeamMemberView,
} from '@teklifal/core';
import { isExpired } from './invitation-token.ts';
import type { InvitationWithNames, MemberRow, PendingInvitationRow } from './queries.ts';

/** A member as the actor sees them, with what the actor may do to them. */
export function presentMember(row: MemberRow, actor: Actor, companyId: string): TeamMemberView {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    isSelf: actor.user?.id === row.userId,
    // Core's member table, as the commands authorize them.
    abilities: {
      changeRole: ASSIGNABLE_ROLES.some(
        (newRole) =>
          newRole !== row.role &&
          can(actor, 'member.changeRole', { companyId, role: row.role, newRole }),
      ),
      remove: can(actor, 'member.remove', { companyId, role: row.role }),
    },
  };
}

export const presentInvitation = (row: PendingInvitationRow, now = new Date()): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  expired: isExpired(row, now),
  invitedByName: row.invitedByName,
  createdAt: row.createdAt.toISOString(),
});

function stateOf(row: InvitationWithNames['invitation'], now: Date): InvitationState {
  if (row.status === 'accepted') return 'accepted';
  if (row.status === 'revoked') return 'revoked';
  return isExpired(row, now) ? 'expired' : 'valid';
}

/** What anyone holding the link sees: no token, nothing about other invitations. */
export const presentPublicInvitation = (
  found: InvitationWithNames,
  now = new Date(),
): PublicInvitationView => ({
  companyId: found.invitation.companyId,
  companyName: found.companyName,
  role: found.invitation.role,
  email: found.invitation.email,
  inviterName: found.inviterName,
  expiresAt: found.invitation.expiresAt.toISOString(),
  state: stateOf(found.invitation, now),
});

/** An invitation to the signed-in user's own address (no token: it is accepted by id). */
export const presentMyInvitation = (found: InvitationWithNames): MyInvitationView => ({
  id: found.invitation.id,
  companyId: found.invitation.companyId,
  companyName: found.companyName,
  role: found.invitation.role,
  inviterName: found.inviterName,
  expiresAt: found.invitation.expiresAt.toISOString(),
});
