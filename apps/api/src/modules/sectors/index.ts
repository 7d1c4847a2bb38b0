import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import type { SectorView } from '@teklifal/core';
import { sector } from '../../db/schema/index.ts';
import { sendCachedDocument } from '../../lib/json-document.ts';

export const presentSector = (row: typeof sector.$inferSelect): SectorView => ({
  id: row.id,
  parentId: row.parentId,
  slug: row.slug,
  nameTr: row.nameTr,
  nameEn: row.nameEn,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

/** The public sector list (active sectors, parents before children, in their order). */
export default async function sectorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sectors',
    { schema: { tags: ['companies'], summary: 'Active sectors, two levels, in display order' } },
    async (request, reply) =>
      sendCachedDocument(request, reply, {
        key: 'sectors/active',
        tables: ['sector'],
        load: async () => {
          const rows = await app.db
            .select()
            .from(sector)
            .where(eq(sector.isActive, true))
            .orderBy(asc(sector.sortOrder), asc(sector.nameTr));
          return { items: rows.map(presentSector) };
        },
      }),
  );
}
