import type { FastifyInstance } from 'fastify';

export default async function adsRoutes(fastify: FastifyInstance) {
  void fastify;
}
