import type { FastifyInstance } from 'fastify';

/** The profile routes (being built). */
export default async function profileRoutes(_app: FastifyInstance) {}
