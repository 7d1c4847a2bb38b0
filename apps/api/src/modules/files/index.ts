import type { FastifyInstance } from 'fastify';

/** The files routes (being built). */
export default async function filesRoutes(_app: FastifyInstance) {}
