import type { CompanyRole } from '../schemas/me.ts';
import type { Actor } from './access.ts';
import { canChangeMemberRole, canInviteWithRole, canRemoveMember } from './company.ts';
import { forbidden, type AbilityRule, type Refusal } from './refusal.ts';

/** What a member's rules look at: the company, the member's role, and the role it would get. */
export interface MemberRecord {
  companyId: string;
  role: CompanyRole;
  newRole?: CompanyRole;
}

/** Why the actor may not touch a member of this role: the owner is never, admins the owner's. */
function memberRefusal(actor: Actor, targetRole: CompanyRole): Refusal {
  if (targetRole === 'owner') return forbidden('team.errors.ownerProtected');
  if (targetRole === 'admin' && actor.companyRole !== 'owner') {
    return forbidden('team.errors.ownerOnly');
  }
  return forbidden('team.errors.roleNotAllowed');
}

type MemberRule = AbilityRule<Actor, MemberRecord>;

/** A member of the actor's company (the team page's buttons: `presentMember`). */
export const memberRules = {
  changeRole: (actor, member) =>
    canChangeMemberRole(actor, member.companyId, member.role, member.newRole)
      ? null
      : memberRefusal(actor, member.role),
  remove: (actor, member) =>
    canRemoveMember(actor, member.companyId, member.role)
      ? null
      : memberRefusal(actor, member.role),
} satisfies Record<string, MemberRule>;

/** What an invitation's rule looks at: the company and the role it gives. */
export interface InvitationRecord {
  companyId: string;
  role: CompanyRole;
}

/** An invitation: the owner invites (and resends, revokes) admins and members, an admin members. */
export const invitationRules = {
  manage: (actor, invitation) =>
    canInviteWithRole(actor, invitation.companyId, invitation.role)
      ? null
      : forbidden('team.errors.roleNotAllowed'),
} satisfies Record<string, AbilityRule<Actor, InvitationRecord>>;
