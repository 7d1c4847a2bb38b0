import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { OutboxMailPage } from '@teklifal/core';
import { mailOutbox } from '../../../db/schema/platform.ts';
import { containsPattern } from '../../../lib/search.ts';
import { presentOutboxMail } from '../presenter.ts';

const OutboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The mails the platform sent or stored (the outbox, where no SMTP relay is set). */
export default async function adminMailOutboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/mail-outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails the platform sent or stored, newest first',
        querystring: OutboxQuery,
        response: { 200: OutboxMailPage.describe('A page of mails, newest first') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const { to, page, pageSize } = request.query;
      const filters: SQL[] = [];
      if (to) filters.push(ilike(mailOutbox.to, containsPattern(to)));
      const where = filters.length ? and(...filters) : undefined;
      const [items, [total]] = await Promise.all([
        app.db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ value: count() }).from(mailOutbox).where(where),
      ]);
      return {
        items: items.map(presentOutboxMail),
        page,
        pageSize,
        total: total?.value ?? 0,
      };
    },
  );
}
