import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetupAdminInput, SetupStatus } from '@teklifal/core';
import { claimSetup, ensurePlatformAdmin, releaseSetup } from './commands/platform-admin.ts';
import { isSetupOpen } from './queries.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ProblemError } from '../../lib/problem.ts';

/** /setup: the first visitor of an empty installation creates the first platform admin, once. */
export default async function setupRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform'];

  app.get(
    '/setup',
    {
      schema: {
        tags,
        summary: 'Whether the first-admin setup is still open',
        response: { 200: SetupStatus.describe('Whether the setup is open') },
      },
    },
    async () => ({
      open: await isSetupOpen(app.db),
    }),
  );

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary: 'Create the first platform admin (only once)',
        body: SetupAdminInput,
        response: { 201: SetupStatus.describe('The admin is created; the setup is closed') },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!(await claimSetup(app.db))) throw new ProblemError('NOT_FOUND');
      try {
        const { name, email, password } = request.body;
        await ensurePlatformAdmin(app.db, app.auth, { name, email, password });
        await writeAudit(app.db, {
          actorUserId: null,
          action: 'setup.adminCreated',
          entityType: 'user',
          data: { email },
          ip: request.ip,
        });
      } catch (error) {
        await releaseSetup(app.db);
        throw error;
      }
      return reply.status(201).send({ open: false });
    },
  );
}
