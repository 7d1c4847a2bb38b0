import type { FastifyInstance } from 'fastify';
import orderRouteHandlers from './routes.ts';

/** Orders after the award (lists, page, commands, ratings) and the dashboard's figures. */
export default async function ordersRoutes(fastify: FastifyInstance) {
  await fastify.register(orderRouteHandlers);
}
