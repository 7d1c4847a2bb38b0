import type { FastifyInstance } from 'fastify';
import profileRouteHandlers from './routes.ts';

/** The signed-in user's own profile: name, phone, language, password and e-mail address. */
export default async function profileRoutes(fastify: FastifyInstance) {
  await fastify.register(profileRouteHandlers);
}
