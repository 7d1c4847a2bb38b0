import type { FastifyRequest } from 'fastify';
import type { Locale, ProtectedRequirement, SignedInActor } from '@teklifal/core';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';

/** `:adId` in the bids routes' paths. */
export const AdParams = z.object({
  adId: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
});

/** Who runs a bids command, and what every command needs to log and notify about it. */
export interface BidContext {
  actor: SignedInActor;
  userId: string;
  companyId: string;
  companyName: string;
  locale: Locale;
  ip: string;
}

/** The guard chain for `requirement`, then the actor's company (every bids route needs one). */
export async function bidContext(
  request: FastifyRequest,
  requirement: ProtectedRequirement,
): Promise<BidContext> {
  const actor = await request.requireAccess(requirement);
  const { me } = await request.identity();
  if (!me?.company || !actor.company) throw new ProblemError('COMPANY_REQUIRED');
  return {
    actor,
    userId: actor.user.id,
    companyId: me.company.id,
    companyName: me.company.name,
    locale: request.locale,
    ip: request.ip,
  };
}
