import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ANONYMOUS,
  checkProtectedAccess,
  isLocale,
  type Actor,
  type Me,
  type ProtectedRequirement,
  type SignedInActor,
} from '@teklifal/core';
import { findCompanyOfUser } from '../lib/company-of-user.ts';
import { toWebHeaders } from '../lib/headers.ts';
import { ProblemError } from '../lib/problem.ts';

export interface Identity {
  actor: Actor;
  /** What GET /api/me answers; null when nobody is signed in. */
  me: Me | null;
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and their company, loaded once per request on first use. */
    identity(): Promise<Identity>;
    /** The actor, or the guard chain's problem (AUTH_REQUIRED, COMPANY_REQUIRED, ...). */
    requireAccess(requirement: ProtectedRequirement): Promise<SignedInActor>;
  }
}

const ANONYMOUS_IDENTITY: Identity = { actor: ANONYMOUS, me: null, sessionId: null };
const cache = new WeakMap<FastifyRequest, Promise<Identity>>();

async function loadIdentity(app: FastifyInstance, request: FastifyRequest): Promise<Identity> {
  if (!request.headers.cookie && !request.headers.authorization) return ANONYMOUS_IDENTITY;
  const result = await app.auth.api.getSession({ headers: toWebHeaders(request.headers) });
  if (!result) return ANONYMOUS_IDENTITY;
  const { user, session } = result;
  const found = await findCompanyOfUser(app.db, user.id);
  const role = user.role === 'admin' ? 'admin' : 'user';
  const company = found
    ? {
        id: found.company.id,
        name: found.company.name,
        adminUserId: found.company.adminUserId,
        isBuyerConfirmed: found.company.isBuyerConfirmed,
        isSellerConfirmed: found.company.isSellerConfirmed,
      }
    : null;
  return {
    sessionId: session.id,
    actor: {
      user: { id: user.id, role },
      company,
      companyRole: found?.role ?? null,
    },
    me: {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: (user.phone as string | null | undefined) ?? null,
        locale: isLocale(user.locale) ? user.locale : 'tr',
        role,
      },
      company,
      companyRole: found?.role ?? null,
    },
  };
}

export default fp(
  async function identityPlugin(app: FastifyInstance) {
    app.decorateRequest('identity', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = loadIdentity(app, this);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest(
      'requireAccess',
      async function (this: FastifyRequest, requirement: ProtectedRequirement) {
        const result = checkProtectedAccess((await this.identity()).actor, requirement);
        if (result.denial) throw new ProblemError(result.denial.code);
        return result.actor;
      },
    );
  },
  { name: 'identity', dependencies: ['auth', 'db'] },
);
