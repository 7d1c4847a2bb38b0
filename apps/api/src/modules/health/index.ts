import type { FastifyInstance } from 'fastify';
import healthRouteHandlers from './routes.ts';

/**
 * Liveness (/api/health) and readiness (/api/health/ready) for the balancer and the orchestrator.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  await fastify.register(healthRouteHandlers);
}
