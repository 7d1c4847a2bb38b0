import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/client.ts';
import { singleFlight } from '../../lib/single-flight.ts';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Checks that arrive together (load balancers, monitors) share one round trip to the database.
  const probeDatabase = singleFlight(() => isDatabaseReachable(app.db));
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: {
          200: Health.describe('Up, the database reachable'),
          503: Health.describe('Degraded: the database is not reachable'),
        },
      },
    },
    async (_request, reply) => {
      const up = await probeDatabase();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: app.dbKind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
