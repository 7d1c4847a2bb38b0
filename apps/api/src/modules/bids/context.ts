import type { FastifyRequest } from 'fastify';
import type { ProtectedRequirement } from '@teklifal/core';
import { companyContext, type CompanyContext } from '../../lib/company-context.ts';
import { ProblemError } from '../../lib/problem.ts';

/** Who runs a bids command, with the company's name that the buyer's notifications show. */
export interface BidContext extends CompanyContext {
  companyName: string;
}

/** The guard chain for `requirement`, then the actor's company (every bids route needs one). */
export async function bidContext(
  request: FastifyRequest,
  requirement: ProtectedRequirement,
): Promise<BidContext> {
  const ctx = await companyContext(request, requirement);
  const { me } = await request.identity();
  if (!me?.company) throw new ProblemError('COMPANY_REQUIRED');
  return { ...ctx, companyName: me.company.name };
}
