import type { FastifyRequest } from 'fastify';
import type { Locale, ProtectedRequirement, SignedInActor } from '@teklifal/core';
import { ProblemError } from './problem.ts';

/** Who runs a company's command, and what its side effects need (audit, notifications, texts). */
export interface CompanyContext {
  actor: SignedInActor;
  userId: string;
  companyId: string;
  locale: Locale;
  ip: string;
}

/**
 * The guard chain for a company route: AUTH_REQUIRED, COMPANY_REQUIRED, then the requirement's
 * role (`buyer` and `seller` refuse an unconfirmed role with BUYER_NOT_CONFIRMED /
 * SELLER_NOT_CONFIRMED; `company` only needs a company, the record decides the rest).
 */
export async function companyContext(
  request: FastifyRequest,
  requirement: ProtectedRequirement = { kind: 'company' },
): Promise<CompanyContext> {
  const actor = await request.requireAccess(requirement);
  if (!actor.company) throw new ProblemError('COMPANY_REQUIRED');
  return {
    actor,
    userId: actor.user.id,
    companyId: actor.company.id,
    locale: request.locale,
    ip: request.ip,
  };
}

/** A company command whose side effects name the company (notifications to other companies). */
export interface NamedCompanyContext extends CompanyContext {
  companyName: string;
}

/** companyContext, with the actor's company name (from the request's identity, no query). */
export async function namedCompanyContext(
  request: FastifyRequest,
  requirement: ProtectedRequirement = { kind: 'company' },
): Promise<NamedCompanyContext> {
  const ctx = await companyContext(request, requirement);
  const { me } = await request.identity();
  if (!me?.company) throw new ProblemError('COMPANY_REQUIRED');
  return { ...ctx, companyName: me.company.name };
}
