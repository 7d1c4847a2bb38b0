import type { FastifyInstance } from 'fastify';
import meRouteHandlers from './routes.ts';

/** The caller: who is signed in, with company and role, and their own settings. */
export default async function meRoutes(fastify: FastifyInstance) {
  await fastify.register(meRouteHandlers);
}
