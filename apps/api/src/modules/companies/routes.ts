import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AddCompanyDocumentInput,
  authorize,
  CompanyDocumentsView,
  CompanyDocumentView,
  CompanySectorsView,
  CompanyView,
  CreateCompanyInput,
  RequestRoleInput,
  SectorSelectionInput,
  UpdateCompanyInput,
  type SignedInActor,
} from '@teklifal/core';
import { company } from './schema.ts';
import type { CompanyRow } from './queries/company-of-user.ts';
import { ProblemError } from '../../lib/problem.ts';
import { presentCompanyDocument } from './presenter.ts';
import { presentCompany } from './presenter.ts';
import { addDocument } from './commands/add-document.ts';
import { createCompany } from './commands/create-company.ts';
import { removeDocument } from './commands/remove-document.ts';
import { requestRole } from './commands/request-role.ts';
import { setSectors } from './commands/set-sectors.ts';
import { updateCompany } from './commands/update-company.ts';
import { companyCounts, listDocuments, sectorIdsOf } from './queries/companies.ts';
import { findLogoImage } from './queries/logo-image.ts';

const tags = ['companies'];
const IdParams = z.object({ id: z.string().min(1).max(64) });
const DocumentParams = IdParams.extend({ documentId: z.string().min(1).max(64) });

export default async function companyRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function view(row: CompanyRow, actor: SignedInActor) {
    const [sectorIds, counts, logoImage] = await Promise.all([
      sectorIdsOf(app.db, row.id),
      companyCounts(app.db, row.id),
      findLogoImage(app.db, row.logoFileId),
    ]);
    return presentCompany(row, { sectorIds, counts, logoImage }, actor);
  }

  /** The signed-in actor and the company in the address (null when there is none). */
  async function loadCompany(request: FastifyRequest, id: string) {
    const actor = await request.requireAccess({ kind: 'signedIn' });
    const [row] = await app.db.select().from(company).where(eq(company.id, id));
    return { actor, row: row ?? null };
  }

  app.post(
    '/companies',
    {
      config: { access: 'checked:body-references' },
      schema: {
        tags,
        summary: 'Create the company of the signed-in user, who becomes its owner',
        body: CreateCompanyInput,
        response: {
          201: CompanyView.describe('The new company; the roles it asked for await approval'),
        },
      },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const row = await createCompany(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        input: request.body,
      });
      const owner = { ...actor, company: row, companyRole: 'owner' as const };
      return reply.status(201).send(await view(row, owner));
    },
  );

  app.get(
    '/companies/mine',
    {
      schema: {
        tags,
        summary: "The signed-in user's company",
        response: { 200: CompanyView.describe('The company, with what the user may do with it') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'company' });
      const [row] = await app.db
        .select()
        .from(company)
        .where(eq(company.id, actor.company?.id ?? ''));
      if (!row) throw new ProblemError('NOT_FOUND');
      return view(row, actor);
    },
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags,
        summary: 'A company, for its members and platform staff',
        params: IdParams,
        response: { 200: CompanyView.describe('The company, with what the viewer may do with it') },
      },
    },
    async (request) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.view', row);
      return view(row, actor);
    },
  );

  app.patch(
    '/companies/:id',
    {
      schema: {
        tags,
        summary: 'Edit the company (owner and admins)',
        params: IdParams,
        body: UpdateCompanyInput,
        response: { 200: CompanyView.describe('The company after the change') },
      },
    },
    async (request) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.edit', row);
      const updated = await updateCompany(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        companyId: row.id,
        input: request.body,
      });
      return view(updated, actor);
    },
  );

  app.post(
    '/companies/:id/role-requests',
    {
      schema: {
        tags,
        summary: 'Ask for the buyer or seller role (again after a rejection)',
        params: IdParams,
        body: RequestRoleInput,
        response: { 200: CompanyView.describe('The company, the role asked for now pending') },
      },
    },
    async (request) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.manage', row);
      const updated = await requestRole(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        companyId: row.id,
        role: request.body.role,
      });
      if (!updated)
        throw new ProblemError('CONFLICT', { detailKey: 'companies.roleNotRequestable' });
      return view(updated, actor);
    },
  );

  app.put(
    '/companies/:id/sectors',
    {
      schema: {
        tags,
        summary: "Replace the company's sectors (owner and admins)",
        params: IdParams,
        body: SectorSelectionInput,
        response: { 200: CompanySectorsView.describe("The company's sectors as saved") },
      },
    },
    async (request) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.editSectors', row);
      const sectorIds = await setSectors(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        companyId: row.id,
        sectorIds: request.body.sectorIds,
      });
      return { sectorIds };
    },
  );

  app.get(
    '/companies/:id/documents',
    {
      schema: {
        tags,
        summary: 'Verification documents (the company and platform staff)',
        params: IdParams,
        response: { 200: CompanyDocumentsView.describe('The documents, oldest first') },
      },
    },
    async (request) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.viewDocuments', row);
      const rows = await listDocuments(app.db, row.id);
      return { items: rows.map(({ doc, stored }) => presentCompanyDocument(doc, stored)) };
    },
  );

  app.post(
    '/companies/:id/documents',
    {
      schema: {
        tags,
        summary: 'Attach an uploaded verification document (owner and admins)',
        params: IdParams,
        body: AddCompanyDocumentInput,
        response: { 201: CompanyDocumentView.describe('The document attached') },
      },
    },
    async (request, reply) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.manage', row);
      const { doc, stored } = await addDocument(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        companyId: row.id,
        fileId: request.body.fileId,
        kind: request.body.kind,
      });
      return reply.status(201).send(presentCompanyDocument(doc, stored));
    },
  );

  app.delete(
    '/companies/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Remove a verification document (owner and admins)',
        params: DocumentParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const { actor, row } = await loadCompany(request, request.params.id);
      authorize(actor, 'company.manage', row);
      const removed = await removeDocument(app.db, {
        userId: actor.user.id,
        ip: request.ip,
        companyId: row.id,
        documentId: request.params.documentId,
      });
      if (!removed) throw new ProblemError('NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
}
