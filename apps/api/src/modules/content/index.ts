import type { FastifyInstance } from 'fastify';
import contentRouteHandlers from './routes.ts';

/** Public content (site settings, legal and information pages, newsletter) and its editing. */
export default async function contentRoutes(fastify: FastifyInstance) {
  await fastify.register(contentRouteHandlers);
}
