import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedInvitationView,
  authorize,
  ChangeMemberRoleInput,
  InvitationsView,
  InvitationView,
  InviteMemberInput,
  isLocale,
  PublicInvitationView,
  TeamMembersView,
  TeamMemberView,
  type Locale,
} from '@teklifal/core';
import { idParam } from '../../../../lib/params.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { siteTitle } from '../../../../lib/settings.ts';
import { invitationMail } from '../mail.ts';
import { presentInvitation, presentMember, presentPublicInvitation } from '../presenter.ts';
import { acceptInvitation } from '../commands/accept-invitation.ts';
import { changeMemberRole } from '../commands/change-member-role.ts';
import { createInvitation } from '../commands/create-invitation.ts';
import { removeMember } from '../commands/remove-member.ts';
import { resendInvitation } from '../commands/resend-invitation.ts';
import { revokeInvitation } from '../commands/revoke-invitation.ts';
import type { IssuedInvitation } from '../commands/team-command.ts';
import { findInvitationByToken, listMembers, listPendingInvitations } from '../queries.ts';

const tags = ['team'];
const UserIdParams = z.object({ userId: idParam });
const InvitationIdParams = z.object({ id: idParam });
const TokenParams = z.object({
  token: z.string().trim().min(1, 'validation.required').max(256, 'validation.maxLength'),
});
/** Invitations send mail; a generous limit still stops a runaway script. */
const mailRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The signed-in user's company and what a team command needs about the actor. Members read;
 * owners and admins manage: each managing route authorizes `company.manageTeam` (403 to others).
 */
async function teamContext(request: FastifyRequest) {
  const actor = await request.requireAccess({ kind: 'company' });
  const { me } = await request.identity();
  if (!me?.company) throw new ProblemError('COMPANY_REQUIRED');
  const locale: Locale = isLocale(me.user.locale) ? me.user.locale : 'tr';
  return {
    actor,
    actorUserId: actor.user.id,
    actorName: me.user.name,
    /** The actor's own language: invitation mails go out in it. */
    actorLocale: locale,
    company: { id: me.company.id, adminUserId: me.company.adminUserId, name: me.company.name },
    locale: request.locale,
    ip: request.ip,
  };
}

export default async function teamRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function mailInvitation(
    issued: IssuedInvitation,
    from: { name: string; locale: Locale },
  ): Promise<void> {
    const url = `${app.config.publicUrl}/invite/${issued.token}`;
    const mail = invitationMail({
      locale: from.locale,
      site: await siteTitle(app.db),
      companyName: issued.companyName,
      inviterName: from.name,
      role: issued.invitation.role,
      url,
    });
    await app.mailer.send(issued.invitation.email, mail);
  }

  app.get(
    '/company/members',
    {
      schema: {
        tags,
        summary: 'The team of my company, with what I may do to each member',
        response: {
          200: TeamMembersView.describe(
            'The members by role (owner, admins, members), then by name',
          ),
        },
      },
    },
    async (request): Promise<TeamMembersView> => {
      const ctx = await teamContext(request);
      const rows = await listMembers(app.db, ctx.company);
      return { items: rows.map((row) => presentMember(row, ctx.actor, ctx.company.id)) };
    },
  );

  app.patch(
    '/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Change a member’s role (owner: admins and members; admin: none)',
        params: UserIdParams,
        body: ChangeMemberRoleInput,
        response: { 200: TeamMemberView.describe('The member with the new role') },
      },
    },
    async (request): Promise<TeamMemberView> => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      await changeMemberRole(app.db, {
        ...ctx,
        userId: request.params.userId,
        role: request.body.role,
      });
      const rows = await listMembers(app.db, ctx.company);
      const row = rows.find((r) => r.userId === request.params.userId);
      if (!row) throw new ProblemError('NOT_FOUND');
      return presentMember(row, ctx.actor, ctx.company.id);
    },
  );

  app.delete(
    '/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member from the team (never the owner; admins by the owner only)',
        params: UserIdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      await removeMember(app.db, { ...ctx, userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of my company (owners and admins)',
        response: { 200: InvitationsView.describe('The pending invitations, newest first') },
      },
    },
    async (request): Promise<InvitationsView> => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      const rows = await listPendingInvitations(app.db, ctx.company.id);
      const now = new Date();
      return { items: rows.map((row) => presentInvitation(row, now)) };
    },
  );

  app.post(
    '/company/invitations',
    {
      config: mailRateLimit,
      schema: {
        tags,
        summary: 'Invite an e-mail address to the team; mails a link valid for 7 days',
        body: InviteMemberInput,
        response: { 201: InvitationView.describe('The invitation sent') },
      },
    },
    async (request, reply): Promise<InvitationView> => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      const issued = await createInvitation(app.db, { ...ctx, ...request.body });
      await mailInvitation(issued, { name: ctx.actorName, locale: ctx.actorLocale });
      reply.status(201);
      return presentInvitation({ ...issued.invitation, invitedByName: ctx.actorName });
    },
  );

  app.post(
    '/company/invitations/:id/resend',
    {
      config: mailRateLimit,
      schema: {
        tags,
        summary: 'Send a pending invitation again with a new link (the old one stops working)',
        params: InvitationIdParams,
        response: {
          200: InvitationView.describe('The invitation with the expiry of its new link'),
        },
      },
    },
    async (request): Promise<InvitationView> => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      const issued = await resendInvitation(app.db, { ...ctx, id: request.params.id });
      await mailInvitation(issued, { name: ctx.actorName, locale: ctx.actorLocale });
      const [row] = (await listPendingInvitations(app.db, ctx.company.id)).filter(
        (r) => r.id === issued.invitation.id,
      );
      return presentInvitation(row ?? { ...issued.invitation, invitedByName: null });
    },
  );

  app.delete(
    '/company/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        params: InvitationIdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const ctx = await teamContext(request);
      authorize(ctx.actor, 'company.manageTeam', ctx.company);
      await revokeInvitation(app.db, { ...ctx, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { access: 'token:in-address' },
      schema: {
        tags,
        summary: 'An invitation by its mailed token (public): company, role, state',
        params: TokenParams,
        response: { 200: PublicInvitationView.describe('What the invited person sees') },
      },
    },
    async (request): Promise<PublicInvitationView> => {
      const found = await findInvitationByToken(app.db, request.params.token);
      if (!found) throw new ProblemError('NOT_FOUND');
      return presentPublicInvitation(found);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'token:in-address' },
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in user with the invited e-mail',
        params: TokenParams,
        response: { 200: AcceptedInvitationView.describe('The company joined and the role in it') },
      },
    },
    async (request): Promise<AcceptedInvitationView> => {
      await request.requireAccess({ kind: 'signedIn' });
      const { me } = await request.identity();
      if (!me) throw new ProblemError('AUTH_REQUIRED');
      return acceptInvitation(app.db, {
        invitation: { token: request.params.token },
        user: { id: me.user.id, email: me.user.email, name: me.user.name },
        locale: request.locale,
        ip: request.ip,
      });
    },
  );
}
