import type { FastifyInstance } from 'fastify';
import companyRouteHandlers from './routes.ts';

/** Companies: registration, profile, market roles asked for, sectors and documents. */
export default async function companiesRoutes(fastify: FastifyInstance) {
  await fastify.register(companyRouteHandlers);
}
