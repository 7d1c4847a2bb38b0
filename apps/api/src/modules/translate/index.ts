import type { FastifyInstance } from 'fastify';
import translateRouteHandlers from './routes.ts';

/** Machine translation of a text a user reads in the other language, rate limited. */
export default async function translateRoutes(fastify: FastifyInstance) {
  await fastify.register(translateRouteHandlers);
}
