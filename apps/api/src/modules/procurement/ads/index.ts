import type { FastifyInstance } from 'fastify';
import adRoutes from './routes/ads.ts';
import { runWhileUp } from '../../../lib/periodic-job.ts';
import { closeAdsJob } from './jobs/close-ads.ts';
import adListRoutes from './routes/lists.ts';
import questionRoutes from './routes/questions.ts';

/**
 * Purchase ads ("ilan"): the buyer's ads and their commands, the sellers' market, questions,
 * and the timed close at the deadline, which runs in every instance (safe: see jobs/close-ads.ts).
 */
export default async function adsRoutes(fastify: FastifyInstance) {
  await fastify.register(adRoutes);
  await fastify.register(adListRoutes);
  await fastify.register(questionRoutes);

  runWhileUp(fastify, () => closeAdsJob(fastify.db));
}
