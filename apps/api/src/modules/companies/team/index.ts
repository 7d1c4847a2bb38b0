import type { FastifyInstance } from 'fastify';
import myInvitationRoutes from './routes/my-invitations.ts';
import teamRouteHandlers from './routes/team.ts';

/**
 * The company's team: members and their roles, invitations sent, and joining by invitation
 * (by its mailed link, or offered to the invited address once signed in).
 */
export default async function teamRoutes(fastify: FastifyInstance) {
  await fastify.register(teamRouteHandlers);
  await fastify.register(myInvitationRoutes);
}
