import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SectorsView } from '@teklifal/core';
import { sector } from './schema.ts';
import { sendCachedDocument } from '../../lib/json-document.ts';
import { answerFromMemory } from '../../lib/remembered-answer.ts';
import { presentSector } from './presenter.ts';

/** The table cache's key of the list, which the route's preParsing hook sends from memory. */
const ACTIVE_SECTORS_KEY = 'sectors/active';

/** The public sector list (active sectors, parents before children, in their order). */
export default async function sectorsRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sectors',
    {
      schema: {
        tags: ['companies'],
        summary: 'Active sectors, two levels, in display order',
        description:
          'Shared by every caller: sent with an ETag and `cache-control: no-cache`, so a ' +
          'client holding the current list gets 304 for `If-None-Match`.',
        response: {
          200: SectorsView.describe('The active sectors, parents before children'),
          304: z.undefined().describe('Not modified: the list the client holds is current'),
        },
      },
      preParsing: answerFromMemory(() => ACTIVE_SECTORS_KEY),
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, {
        key: ACTIVE_SECTORS_KEY,
        tables: ['sector'],
        load: async (): Promise<SectorsView> => {
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
