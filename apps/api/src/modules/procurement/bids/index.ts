import type { FastifyInstance } from 'fastify';
import buyerBidRoutes from './routes/buyer.ts';
import comparisonXlsxRoutes from './routes/comparison-xlsx.ts';
import myBidRoutes from './routes/my-bid.ts';
import myBidsRoutes from './routes/my-bids.ts';

/** Bids (issue #4): a seller's bid on an ad, the buyer's comparison and award, "Tekliflerim". */
export default async function bidsRoutes(fastify: FastifyInstance) {
  await fastify.register(myBidRoutes);
  await fastify.register(buyerBidRoutes);
  await fastify.register(comparisonXlsxRoutes);
  await fastify.register(myBidsRoutes);
}
