import type { FastifyInstance } from 'fastify';
import { runWhileUp } from '../../../lib/periodic-job.ts';
import { auctionClockJob } from './jobs/auction-clock.ts';
import auctionRoutes from './routes.ts';

/**
 * Live reverse auctions (e-eksiltme, #14) after an ad's round: the buyer schedules one among
 * its bids, participants lower their prices live, and the end writes the final prices back
 * to the bids. The clock (starts and ends) runs in every instance, safely.
 */
export default async function auctionsModule(fastify: FastifyInstance) {
  await fastify.register(auctionRoutes);
  runWhileUp(fastify, () => auctionClockJob(fastify.db));
}
