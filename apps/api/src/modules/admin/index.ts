import type { FastifyInstance } from 'fastify';
import adminAuditRoutes from './routes/audit.ts';
import adminCompaniesRoutes from './routes/companies.ts';
import adminMailOutboxRoutes from './routes/mail-outbox.ts';
import adminSectorsRoutes from './routes/sectors.ts';
import adminUsersRoutes from './routes/users.ts';

/** The back office (platform admins only): companies, users, sectors, audit log, mail outbox. */
export default async function adminRoutes(fastify: FastifyInstance) {
  await fastify.register(adminCompaniesRoutes);
  await fastify.register(adminUsersRoutes);
  await fastify.register(adminSectorsRoutes);
  await fastify.register(adminAuditRoutes);
  await fastify.register(adminMailOutboxRoutes);
}
