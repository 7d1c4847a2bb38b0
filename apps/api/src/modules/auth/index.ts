import type { FastifyInstance } from 'fastify';
import authRouteHandlers from './routes.ts';

/** Sign-up, sign-in and the rest of better-auth's endpoints under /api/auth, with the web forms' checks first. */
export default async function authRoutes(fastify: FastifyInstance) {
  await fastify.register(authRouteHandlers);
}
