import { z } from 'zod';
import { emailField } from './fields.ts';
import type { CompanyRole } from './me.ts';

/** Roles a member can be given; the owner is the company's adminUserId and never assigned. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** An invitation stays usable this long after it is sent (or sent again). */
export const INVITATION_VALID_DAYS = 7;

const assignableRoleField = z.enum(ASSIGNABLE_ROLES, { error: 'validation.oneOf' });

/** POST /api/company/invitations */
export const InviteMemberInput = z.object({
  email: emailField,
  role: assignableRoleField,
});
export type InviteMemberInput = z.input<typeof InviteMemberInput>;

/** PATCH /api/company/members/:userId */
export const ChangeMemberRoleInput = z.object({ role: assignableRoleField });
export type ChangeMemberRoleInput = z.input<typeof ChangeMemberRoleInput>;

/** What the actor may do with one member (computed with the company policies). */
export interface TeamMemberAbilities {
  changeRole: boolean;
  remove: boolean;
}

export interface TeamMemberView {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  joinedAt: string;
  /** The signed-in user's own row. */
  isSelf: boolean;
  abilities: TeamMemberAbilities;
}

/** GET /api/company/members */
export interface TeamMembersView {
  items: TeamMemberView[];
}

export interface InvitationView {
  id: string;
  email: string;
  role: AssignableRole;
  expiresAt: string;
  expired: boolean;
  invitedByName: string | null;
  createdAt: string;
}

/** GET /api/company/invitations: the pending ones. */
export interface InvitationsView {
  items: InvitationView[];
}

export const INVITATION_STATES = ['valid', 'expired', 'revoked', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/invitations/:token (public): what the invited person sees. */
export interface PublicInvitationView {
  companyId: string;
  companyName: string;
  role: AssignableRole;
  email: string;
  inviterName: string | null;
  expiresAt: string;
  state: InvitationState;
}

/** POST /api/invitations/:token/accept */
export interface AcceptedInvitationView {
  companyId: string;
  companyName: string;
  role: AssignableRole;
}
