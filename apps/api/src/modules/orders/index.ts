import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard-routes.ts';
import orderRoutes from './routes.ts';

/** Orders after the award (lists, page, commands, ratings) and the dashboard's figures. */
export default async function ordersRoutes(fastify: FastifyInstance) {
  await fastify.register(orderRoutes);
  await fastify.register(dashboardRoutes);
}
