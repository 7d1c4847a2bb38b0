import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { localeField } from '@teklifal/core';
import { user } from '../../db/schema/index.ts';

const tags = ['me'];

export default async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in user, their company, role and approval flags' } },
    async (request) => {
      await request.requireAccess({ kind: 'signedIn' });
      const { me } = await request.identity();
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
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      await app.db
        .update(user)
        .set({ locale: request.body.locale })
        .where(eq(user.id, actor.user.id));
      return reply.status(204).send();
    },
  );
}
