import type { FastifyInstance } from 'fastify';
import fileRouteHandlers from './routes.ts';

/** Files: uploads (checked by their content, not their name) and downloads by who may see them. */
export default async function filesRoutes(fastify: FastifyInstance) {
  await fastify.register(fileRouteHandlers);
}
