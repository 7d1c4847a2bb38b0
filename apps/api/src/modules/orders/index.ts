import type { FastifyInstance } from 'fastify';

export default async function ordersRoutes(fastify: FastifyInstance) {
  void fastify;
}
