import type { FastifyInstance } from 'fastify';
import adsRoutes from './ads/index.ts';
import auctionsModule from './auctions/index.ts';
import bidsRoutes from './bids/index.ts';

/**
 * Procurement, one aggregate: a buyer's purchase request (ads/), the sellers' bids on it and
 * the award (bids/), and the live reverse auction among those bids (auctions/). Editing an ad
 * reprices and re-confirms its bids, an award closes the ad, an auction writes its final prices
 * into the bids: one set of rules over one set of tables, so the three parts call each other
 * freely; other modules use them only through their commands/, queries/ and presenter.ts.
 */
export default async function procurementModule(fastify: FastifyInstance) {
  await fastify.register(adsRoutes);
  await fastify.register(bidsRoutes);
  await fastify.register(auctionsModule);
}
