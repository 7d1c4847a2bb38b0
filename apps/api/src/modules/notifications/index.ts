import type { FastifyInstance } from 'fastify';
import notificationRouteHandlers from './routes.ts';

/** The company's notifications: the bell, the list, and marking them read. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  await fastify.register(notificationRouteHandlers);
}
