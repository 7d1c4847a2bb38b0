import type { FastifyInstance } from 'fastify';
import buyerBidRoutes from './buyer-routes.ts';
import myBidRoutes from './my-bid-routes.ts';
import myBidsRoutes from './my-bids-routes.ts';

/** Bids (issue #4): a seller's bid on an ad, the buyer's comparison and award, "Tekliflerim". */
export default async function bidsRoutes(fastify: FastifyInstance) {
  await fastify.register(myBidRoutes);
  await fastify.register(buyerBidRoutes);
  await fastify.register(myBidsRoutes);
}
