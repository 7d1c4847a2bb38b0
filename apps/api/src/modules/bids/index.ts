import type { FastifyInstance } from 'fastify';

export default async function bidsRoutes(fastify: FastifyInstance) {
  void fastify;
}
