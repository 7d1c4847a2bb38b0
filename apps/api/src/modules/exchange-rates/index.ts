import type { FastifyInstance } from 'fastify';
import exchangeRatesRouteHandlers from './routes.ts';

/** Exchange rates: the central bank's daily rates, and the ones staff enter by hand. */
export default async function exchangeRatesRoutes(fastify: FastifyInstance) {
  await fastify.register(exchangeRatesRouteHandlers);
}
