import type { FastifyInstance } from 'fastify';
import teamRouteHandlers from './routes.ts';

/** The company's team: members and their roles, invitations sent, and joining by invitation. */
export default async function teamRoutes(fastify: FastifyInstance) {
  await fastify.register(teamRouteHandlers);
}
