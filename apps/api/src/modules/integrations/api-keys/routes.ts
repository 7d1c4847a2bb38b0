import type { FastifyInstance } from 'fastify';

/** Filled in by the next commit: list, create and revoke. */
export default async function apiKeyRoutes(_fastify: FastifyInstance) {}
