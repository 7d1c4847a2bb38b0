import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardStats } from '@teklifal/core';
import { ProblemError } from '../../lib/problem.ts';
import { dashboardStats } from './stats.ts';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard figures of my company’s confirmed roles (null for the others)',
      },
    },
    async (request): Promise<DashboardStats> => {
      const actor = await request.requireAccess({ kind: 'company' });
      const { company } = actor;
      if (!company) throw new ProblemError('COMPANY_REQUIRED');
      return dashboardStats(app.db, { ...actor, company });
    },
  );
}
