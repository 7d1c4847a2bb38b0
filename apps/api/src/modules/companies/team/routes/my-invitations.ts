import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcceptedInvitationView, MyInvitationsView } from '@teklifal/core';
import { idParam } from '../../../../lib/params.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { acceptInvitation } from '../commands/accept-invitation.ts';
import { presentMyInvitation } from '../presenter.ts';
import { listInvitationsForEmail } from '../queries.ts';

const tags = ['team'];
const InvitationIdParams = z.object({ id: idParam });

/**
 * Invitations to the signed-in user's own verified address (#13): a user without a company is
 * offered them instead of creating one, and accepts without the mailed link.
 */
export default async function myInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/me/invitations',
    {
      schema: {
        tags,
        summary: 'Valid invitations to my verified address (offered instead of a new company)',
        response: { 200: MyInvitationsView.describe('Pending, unexpired invitations') },
      },
    },
    async (request): Promise<MyInvitationsView> => {
      await request.requireAccess({ kind: 'signedIn' });
      const { me } = await request.identity();
      if (!me?.user.emailVerified || me.company) return { items: [] };
      const rows = await listInvitationsForEmail(app.db, me.user.email);
      return { items: rows.map(presentMyInvitation) };
    },
  );

  app.post(
    '/me/invitations/:id/accept',
    {
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Accept an invitation to my verified address without its link',
        params: InvitationIdParams,
        response: { 200: AcceptedInvitationView.describe('The company joined and the role in it') },
      },
    },
    async (request): Promise<AcceptedInvitationView> => {
      await request.requireAccess({ kind: 'signedIn' });
      const { me } = await request.identity();
      if (!me) throw new ProblemError('AUTH_REQUIRED');
      // Someone else's invitation is not found, as if it did not exist.
      if (!me.user.emailVerified) throw new ProblemError('NOT_FOUND');
      const mine = await listInvitationsForEmail(app.db, me.user.email);
      if (!mine.some((row) => row.invitation.id === request.params.id)) {
        throw new ProblemError('NOT_FOUND');
      }
      return acceptInvitation(app.db, {
        invitation: { id: request.params.id },
        user: { id: me.user.id, email: me.user.email, name: me.user.name },
        locale: request.locale,
        ip: request.ip,
      });
    },
  );
}
