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

const Readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    /** The database migrated, the base data seeded, the app built. */
    started: z.boolean(),
    /** No stop under way (ops/graceful-shutdown.ts). */
    notStopping: z.boolean(),
    database: z.boolean(),
    /** The LISTEN connection that brings other instances' live events and cache notices. */
    listen: z.boolean(),
  }),
});

/** A database that does not answer within this long counts as down for readiness. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default async function healthRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Checks that arrive together (load balancers, monitors) share one round trip to the database.
  const probeDatabase = singleFlight(() => isDatabaseReachable(app.db));
  app.get(
    '/health',
    {
      // Probes come every few seconds: their request lines would crowd the log.
      logLevel: 'warn',
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

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Readiness: whether this instance should be sent traffic',
        response: {
          200: Readiness.describe('Ready'),
          503: Readiness.describe(
            'Not ready: starting, stopping, the database not answering or LISTEN down',
          ),
        },
      },
    },
    async (_request, reply) => {
      const { started, stopping } = app.readiness;
      const checks = {
        started,
        notStopping: !stopping,
        database: await within(READY_DATABASE_TIMEOUT_MS, probeDatabase(), false),
        listen: app.dbListening(),
      };
      const ready = Object.values(checks).every(Boolean);
      // Never cached: a load balancer must see the stop at its next look.
      reply.header('cache-control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
}
