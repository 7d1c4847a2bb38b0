import type { FastifyInstance } from 'fastify';
import { describeContentPages } from './public-pages.ts';
import contentRouteHandlers from './routes.ts';

/** Public content (site settings, legal and information pages, newsletter) and its editing. */
export default async function contentRoutes(fastify: FastifyInstance) {
  await fastify.register(contentRouteHandlers);
  describeContentPages(fastify);
}
