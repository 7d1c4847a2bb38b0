import type { FastifyInstance } from 'fastify';
import adRoutes from './routes/ads.ts';
import { startCloseJob } from './jobs/close-ads.ts';
import adListRoutes from './routes/lists.ts';
import questionRoutes from './routes/questions.ts';

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
    job = startCloseJob(fastify.db, fastify.log, fastify.timeJobRun);
  });
  fastify.addHook('onClose', async () => {
    await job?.stop();
  });
}
