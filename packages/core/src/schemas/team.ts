import { z } from 'zod';
import { emailField } from './fields.ts';
import { COMPANY_ROLES } from './me.ts';

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
export const TeamMemberAbilities = z.object({
  changeRole: z.boolean(),
  remove: z.boolean(),
});
export type TeamMemberAbilities = z.infer<typeof TeamMemberAbilities>;

export const TeamMemberView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string(),
  /** The signed-in user's own row. */
  isSelf: z.boolean().describe("The signed-in user's own row"),
  abilities: TeamMemberAbilities,
});
export type TeamMemberView = z.infer<typeof TeamMemberView>;

/** GET /api/company/members */
export const TeamMembersView = z.object({ items: z.array(TeamMemberView) });
export type TeamMembersView = z.infer<typeof TeamMembersView>;

export const InvitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  expiresAt: z.string(),
  expired: z.boolean(),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/** GET /api/company/invitations: the pending ones. */
export const InvitationsView = z.object({ items: z.array(InvitationView) });
export type InvitationsView = z.infer<typeof InvitationsView>;

export const INVITATION_STATES = ['valid', 'expired', 'revoked', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/invitations/:token (public): what the invited person sees. */
export const PublicInvitationView = z.object({
  companyId: z.string(),
  companyName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  email: z.string(),
  inviterName: z.string().nullable(),
  expiresAt: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type PublicInvitationView = z.infer<typeof PublicInvitationView>;

/** POST /api/invitations/:token/accept */
export const AcceptedInvitationView = z.object({
  companyId: z.string(),
  companyName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
});
export type AcceptedInvitationView = z.infer<typeof AcceptedInvitationView>;

/** GET /api/me/invitations: a pending invitation to the signed-in user's verified address. */
export const MyInvitationView = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  inviterName: z.string().nullable(),
  expiresAt: z.string(),
});
export type MyInvitationView = z.infer<typeof MyInvitationView>;

export const MyInvitationsView = z.object({
  items: z.array(MyInvitationView).describe('Valid invitations, newest first'),
});
export type MyInvitationsView = z.infer<typeof MyInvitationsView>;
