import type { FastifyRequest } from 'fastify';
import type { Locale, SignedInActor } from '@teklifal/core';

/** Who runs an ads command, and what its side effects need (audit, messages). */
export interface AdsContext {
  actor: SignedInActor;
  userId: string;
  companyId: string;
  locale: Locale;
  ip: string;
}

/**
 * The guard chain for an ads route: `buyer` and `seller` check the confirmed role (403
 * BUYER_NOT_CONFIRMED / SELLER_NOT_CONFIRMED), `company` only that the user has a company
 * (reading one ad: who may see it is decided by the ad itself, 404 otherwise).
 */
export async function adsContext(
  request: FastifyRequest,
  kind: 'buyer' | 'seller' | 'company',
): Promise<AdsContext> {
  const actor = await request.requireAccess({ kind });
  // requireAccess refuses a missing company with COMPANY_REQUIRED for all three kinds.
  const companyId = actor.company?.id ?? '';
  return { actor, userId: actor.user.id, companyId, locale: request.locale, ip: request.ip };
}
