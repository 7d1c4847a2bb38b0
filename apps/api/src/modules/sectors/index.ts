import type { FastifyInstance } from 'fastify';
import sectorsRouteHandlers from './routes.ts';

/** The sector tree every company and ad is filed under. */
export default async function sectorsRoutes(fastify: FastifyInstance) {
  await fastify.register(sectorsRouteHandlers);
}
