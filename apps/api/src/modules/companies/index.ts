import type { FastifyInstance } from 'fastify';
import companyRouteHandlers from './routes.ts';
import teamRoutes from './team/index.ts';

/**
 * Companies and their people, one aggregate: registration, profile, market roles asked for,
 * sectors and documents; and the team (team/): members, their roles and invitations, since a
 * company is made with its owner as its first member.
 */
export default async function companiesRoutes(fastify: FastifyInstance) {
  await fastify.register(companyRouteHandlers);
  await fastify.register(teamRoutes);
}
