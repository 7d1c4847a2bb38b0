import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditEntryPage, AuditFacets, AuditQuery } from '@teklifal/core';
import { auditFacets, listAudit } from '../queries/audit.ts';

/** The audit log: every state change and every admin action, newest first. */
export default async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/audit',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'Audit log, newest first: filter by action, entity type, actor, company and dates',
        querystring: AuditQuery,
        response: { 200: AuditEntryPage.describe('A page of audit entries, newest first') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return listAudit(app.db, request.query);
    },
  );

  app.get(
    '/admin/audit/facets',
    {
      schema: {
        tags,
        summary: 'The actions and entity types present in the audit log',
        response: { 200: AuditFacets.describe('The actions and entity types, sorted') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return auditFacets(app.db);
    },
  );
}
