import type { FastifyInstance } from 'fastify';
import adRoutes from './ad-routes.ts';
import { startCloseJob } from './close-job.ts';
import adListRoutes from './list-routes.ts';
import questionRoutes from './question-routes.ts';

/**
 * Purchase ads ("ilan"): the buyer's ads and their commands, the sellers' market, questions,
 * and the timed close at the deadline, which runs in every instance (safe: see close-job.ts).
 */
export default async function adsRoutes(fastify: FastifyInstance) {
  await fastify.register(adRoutes);
  await fastify.register(adListRoutes);
  await fastify.register(questionRoutes);

  let job: ReturnType<typeof startCloseJob> | null = null;
  fastify.addHook('onReady', async () => {
    job = startCloseJob(fastify.db, fastify.log);
  });
  fastify.addHook('onClose', async () => {
    await job?.stop();
  });
}
