import type { FastifyInstance } from 'fastify';

/** The team routes (being built). */
export default async function teamRoutes(_app: FastifyInstance) {}
