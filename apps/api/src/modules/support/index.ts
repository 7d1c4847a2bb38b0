import type { FastifyInstance } from 'fastify';
import ownSupportRoutes from './routes/own.ts';
import staffSupportRoutes from './routes/staff.ts';

/** The support desk: users' tickets at /support, staff's desk at /admin/support. */
export default async function supportRoutes(fastify: FastifyInstance) {
  await fastify.register(ownSupportRoutes);
  await fastify.register(staffSupportRoutes);
}
