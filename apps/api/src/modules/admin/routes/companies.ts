import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCompaniesQuery,
  AdminCompaniesWaiting,
  AdminCompanyDetail,
  AdminCompanyPage,
  ApprovalDecisionInput,
  isLocale,
  type CompanyMarketRole,
} from '@teklifal/core';
import { paragraphsMail } from '../../../lib/mail-templates.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { siteTitle } from '../../../lib/settings.ts';
import { decideCompanyApproval, type DecisionResult } from '../commands/decide-company-approval.ts';
import { countWaitingCompanies, findCompanyDetail, listCompanies } from '../queries/companies.ts';

const CompanyParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Companies and their approvals in the back office. */
export default async function adminCompaniesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        summary: 'Companies: search by name or tax number, filter by approval, pending first',
        querystring: AdminCompaniesQuery,
        response: { 200: AdminCompanyPage.describe('A page of companies with their owner') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return listCompanies(app.db, request.query);
    },
  );

  app.get(
    '/admin/companies/waiting',
    {
      schema: {
        tags,
        summary: 'How many companies wait for a decision on a role (the navigation badge)',
        response: { 200: AdminCompaniesWaiting.describe('The count of waiting companies') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return { waiting: await countWaitingCompanies(app.db) };
    },
  );

  app.get(
    '/admin/companies/:id',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary: 'One company with its owner, team, documents and sectors',
        params: CompanyParams,
        response: {
          200: AdminCompanyDetail.describe(
            'The company with its owner, team, documents and sectors',
          ),
        },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      const detail = await findCompanyDetail(app.db, request.params.id);
      if (!detail) throw new ProblemError('NOT_FOUND');
      return detail;
    },
  );

  app.post(
    '/admin/companies/:id/decisions',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags,
        summary:
          'Approve or reject the buyer or seller role of a company (a rejection needs a reason)',
        params: CompanyParams,
        body: ApprovalDecisionInput,
        response: { 200: AdminCompanyDetail.describe('The company, after the decision') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const { role, decision, reason } = request.body;
      const result = await decideCompanyApproval(app.db, {
        companyId: request.params.id,
        role,
        decision,
        reason: reason ?? null,
        actorUserId: actor.user.id,
        ip: request.ip,
        locale: request.locale,
      });
      await mailDecision(app, result, { role, decision });
      const detail = await findCompanyDetail(app.db, request.params.id);
      if (!detail) throw new ProblemError('NOT_FOUND');
      return detail;
    },
  );
}

/**
 * Tells the company (its e-mail and its owner's) about the decision, after the commit, in the
 * owner's language; a rejection carries the reason and the way back to /my-company.
 */
async function mailDecision(
  app: FastifyInstance,
  result: DecisionResult,
  props: { role: CompanyMarketRole; decision: 'approve' | 'reject' },
) {
  const { company, owner } = result;
  const locale = isLocale(owner?.locale) ? owner.locale : 'tr';
  const site = await siteTitle(app.db);
  const params = { role: `companies.roles.${props.role}`, company: company.name };
  const reason =
    (props.role === 'buyer' ? company.buyerRejectionReason : company.sellerRejectionReason) ?? '';
  const paragraphs =
    props.decision === 'approve'
      ? [{ key: 'admin.mail.approvedText' }]
      : [
          { key: 'admin.mail.rejectedText' },
          { key: 'admin.mail.rejectedReason', params: { reason } },
          { key: 'admin.mail.rejectedFix' },
        ];
  const mailFor = (name: string | null) =>
    paragraphsMail({
      locale,
      site,
      name,
      subjectKey:
        props.decision === 'approve' ? 'admin.mail.approvedSubject' : 'admin.mail.rejectedSubject',
      params,
      paragraphs,
      button: { key: 'admin.mail.button', url: `${app.config.publicUrl}/my-company` },
    });

  // One mail per address: the company's, and the owner's by name (when it is another address).
  const recipients = new Map<string, string | null>([[company.email.toLowerCase(), null]]);
  if (owner) recipients.set(owner.email.toLowerCase(), owner.name);
  for (const [to, name] of recipients) await app.mailer.send(to, mailFor(name));
}
