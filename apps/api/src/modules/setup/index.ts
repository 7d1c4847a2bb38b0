import type { FastifyInstance } from 'fastify';
import setupRouteHandlers from './routes.ts';

/** The first start: making the platform's first administrator while there is none. */
export default async function setupRoutes(fastify: FastifyInstance) {
  await fastify.register(setupRouteHandlers);
}
