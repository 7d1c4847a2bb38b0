import type { FastifyInstance } from 'fastify';

/** The sectors routes (being built). */
export default async function sectorsRoutes(_app: FastifyInstance) {}
