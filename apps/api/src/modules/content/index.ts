import type { FastifyInstance } from 'fastify';
import { describeContentPages } from './public-pages.ts';
import adminContentRoutes from './routes/admin.ts';
import contactRoutes from './routes/contact.ts';
import newsletterRoutes from './routes/newsletter.ts';
import publicContentRoutes from './routes/public.ts';

/** Public content (site settings, legal and information pages, newsletter) and its editing. */
export default async function contentRoutes(fastify: FastifyInstance) {
  await fastify.register(publicContentRoutes);
  await fastify.register(adminContentRoutes);
  await fastify.register(newsletterRoutes);
  await fastify.register(contactRoutes);
  describeContentPages(fastify);
}
