import type { FastifyInstance } from 'fastify';
import { describePostPages } from './public-pages.ts';
import adminPostRoutes from './routes/admin.ts';
import postFeedRoutes from './routes/feeds.ts';
import publicPostRoutes from './routes/public.ts';

/** The blog and the announcements: public lists and articles, and their writing by staff. */
export default async function postsRoutes(fastify: FastifyInstance) {
  await fastify.register(publicPostRoutes);
  await fastify.register(postFeedRoutes);
  await fastify.register(adminPostRoutes);
  describePostPages(fastify);
}
