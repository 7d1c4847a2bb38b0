import type { FastifyInstance } from 'fastify';
import priceHintsRoutes from './routes.ts';

/** Fair-price hints (issue #14): what similar lines were awarded for, anonymously. */
export default async function priceHints(fastify: FastifyInstance) {
  await fastify.register(priceHintsRoutes);
}
