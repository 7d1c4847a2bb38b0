import type { FastifyInstance } from 'fastify';

/** The notifications routes (being built). */
export default async function notificationsRoutes(_app: FastifyInstance) {}
