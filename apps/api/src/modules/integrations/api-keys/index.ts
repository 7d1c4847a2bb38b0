import type { FastifyInstance } from 'fastify';
import apiKeyRoutes from './routes.ts';

/** A company's API keys: created, listed and revoked by its managers at /my-company/integrations. */
export default async function apiKeysRoutes(fastify: FastifyInstance) {
  await fastify.register(apiKeyRoutes);
}
