import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeField, Me } from '@teklifal/core';
import { endedBySuspension } from '../../lib/ended-sessions.ts';
import { ProblemError } from '../../lib/problem.ts';
import { updateUserDetails } from '../auth/commands/user-account.ts';

const tags = ['me'];

export default async function meRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user, their company, role and approval flags',
        description:
          'Without a session: 401 AUTH_REQUIRED, or 200 with null when `optional=true` (the ' +
          "web app's session probe, for which an anonymous visitor is the normal case, not an error). " +
          'A cookie whose session staff ended by suspending the user answers 403 USER_BANNED either way.',
        querystring: z.object({
          optional: z
            .enum(['true', 'false'])
            .optional()
            .describe('true: answer null instead of 401 when nobody is signed in'),
        }),
        response: { 200: Me.nullable().describe('The signed-in user, or null (optional=true)') },
      },
    },
    async (request) => {
      const identity = await request.identity();
      if (
        identity.goneSessionToken &&
        (await endedBySuspension(app.db, identity.goneSessionToken))
      ) {
        throw new ProblemError('USER_BANNED');
      }
      if (request.query.optional === 'true' && !identity.me) return null;
      await request.requireAccess({ kind: 'signedIn' });
      const { me } = identity;
      // requireAccess has refused an anonymous caller already; this narrows the type.
      if (!me) throw new ProblemError('AUTH_REQUIRED');
      return me;
    },
  );

  app.patch(
    '/me/locale',
    {
      schema: {
        tags,
        summary: 'Remember the language of the signed-in user (mails follow it)',
        body: z.object({ locale: localeField }),
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      // Their mails follow the language they last chose.
      await updateUserDetails(app.db, actor.user.id, { locale: request.body.locale });
      return reply.status(204).send(null);
    },
  );
}
