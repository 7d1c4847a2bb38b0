import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ANONYMOUS,
  checkProtectedAccess,
  isLocale,
  type Actor,
  type ApiKeyScope,
  type Me,
  type ProtectedRequirement,
  type SignedInActor,
} from '@teklifal/core';
import { fromNodeHeaders } from 'better-auth/node';
import { bearerToken } from '../lib/bearer.ts';
import { ProblemError } from '../lib/problem.ts';
import { recentSessions, type RecentSessions } from '../lib/recent-sessions.ts';
import { isSafeMethod } from '../lib/safe-methods.ts';
import { readCookie, verifySignedValue } from '../lib/session-cookie.ts';
import {
  companyOfRow,
  prepareSessionIdentity,
  type SessionIdentityQuery,
  type SessionIdentityRow,
} from '../lib/session-identity.ts';

export interface Identity {
  actor: Actor;
  /** What GET /api/me answers; null when nobody is signed in. */
  me: Me | null;
  sessionId: string | null;
  /**
   * The token of a correctly signed session cookie whose session no longer exists (GET /api/me
   * asks whether a suspension ended it, lib/ended-sessions.ts). Never a session: the caller is
   * anonymous everywhere.
   */
  goneSessionToken?: string;
  /** The API key the request came with (`Authorization: Bearer`), when it did (issue #31). */
  apiKey?: { id: string; companyId: string; prefix: string; scopes: readonly ApiKeyScope[] };
}

/**
 * Resolves an `Authorization: Bearer` token to its identity, or throws the problem that refuses
 * it (given by app.ts from the integrations module: plugins import no module).
 */
export type BearerIdentity = (token: string, request: FastifyRequest) => Promise<Identity>;

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

/** The tables a caller's identity is read from: a change of any makes every instance forget. */
export const IDENTITY_TABLES = ['session', 'user', 'company', 'company_member', 'api_key'] as const;
/** Enough for every user active within the cache's few seconds. */
const MAX_RECENT_SESSIONS = 10_000;

interface SessionSettings {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

async function sessionSettings(app: FastifyInstance): Promise<SessionSettings> {
  const context = await app.auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    dontRememberCookieName: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

function identityOfRow(row: SessionIdentityRow): Identity {
  const found = companyOfRow(row);
  const role = row.user.role === 'admin' ? 'admin' : 'user';
  const company = found
    ? {
        id: found.company.id,
        name: found.company.name,
        adminUserId: found.company.adminUserId,
        isBuyerConfirmed: found.company.isBuyerConfirmed,
        isSellerConfirmed: found.company.isSellerConfirmed,
      }
    : null;
  const companyRole = found?.role ?? null;
  return {
    sessionId: row.sessionId,
    actor: { user: { id: row.user.id, role }, company, companyRole },
    me: {
      user: {
        id: row.user.id,
        name: row.user.name,
        email: row.user.email,
        emailVerified: row.user.emailVerified,
        phone: row.user.phone ?? null,
        locale: isLocale(row.user.locale) ? row.user.locale : 'tr',
        role,
      },
      company,
      companyRole,
    },
  };
}

/**
 * The caller of a request. The session cookie is checked here (signature, then one statement
 * for session, user and company) instead of through better-auth's getSession, which costs
 * several statements and WebCrypto calls per request. better-auth still owns the session's
 * life: a session due for its daily extension goes through getSession once, which extends it.
 */
async function loadIdentity(
  app: FastifyInstance,
  settings: SessionSettings,
  sessions: RecentSessions<SessionIdentityRow | undefined>,
  findSession: SessionIdentityQuery,
  request: FastifyRequest,
  bearer: BearerIdentity | undefined,
): Promise<Identity> {
  // A request with a key is the key's, whatever cookies it also carries.
  const token = bearerToken(request.headers.authorization);
  if (token !== null) {
    if (!bearer) throw new ProblemError('API_KEY_INVALID');
    return bearer(token, request);
  }
  const cookies = request.headers.cookie;
  const signed = readCookie(cookies, settings.cookieName);
  const sessionToken = signed ? verifySignedValue(signed, settings.secret) : null;
  if (!sessionToken) return ANONYMOUS_IDENTITY;
  const row = await sessions.read(
    sessionToken,
    async () => (await findSession.execute({ token: sessionToken }))[0],
  );
  if (!row) return { ...ANONYMOUS_IDENTITY, goneSessionToken: sessionToken };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return ANONYMOUS_IDENTITY;
  const dueForExtension =
    row.expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now;
  if (dueForExtension && !readCookie(cookies, settings.dontRememberCookieName)) {
    sessions.forget(sessionToken);
    const extended = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!extended) return ANONYMOUS_IDENTITY;
  }
  return identityOfRow(row);
}

export default fp(
  async function identityPlugin(app: FastifyInstance, options: { bearer?: BearerIdentity }) {
    const settings = await sessionSettings(app);
    const findSession = prepareSessionIdentity(app.db);
    const sessions = recentSessions<SessionIdentityRow | undefined>({
      maxAgeMs: app.config.sessionCacheMs,
      maxEntries: MAX_RECENT_SESSIONS,
    });
    // Another instance's change arrives as a notice; this instance's own writes are forgotten
    // before their answer leaves, so the caller's next request never sees what it just changed.
    app.tableCache.watch(IDENTITY_TABLES, () => sessions.forgetAll());
    // On PostgreSQL the table notice and the live event come over two connections, in either
    // order: a screen told of an approval by its stream must not read the session kept before.
    app.liveEvents.observe((event) => {
      if (event.kind === 'company') sessions.forgetAll();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!isSafeMethod(request.method)) sessions.forgetAll();
      done(null, payload);
    });
    app.decorateRequest('identity', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = loadIdentity(app, settings, sessions, findSession, this, options.bearer);
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
  { name: 'identity', dependencies: ['auth', 'db', 'config', 'table-cache', 'events'] },
);
