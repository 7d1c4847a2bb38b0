import type { FastifyInstance } from 'fastify';

/** The companies routes (being built). */
export default async function companiesRoutes(_app: FastifyInstance) {}
