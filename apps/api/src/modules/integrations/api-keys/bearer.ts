import type { FastifyInstance } from 'fastify';
import { apiKeyActor, apiKeyStatus, isLocale } from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';
import { recentSessions } from '../../../lib/recent-sessions.ts';
import { isSafeMethod } from '../../../lib/safe-methods.ts';
import { IDENTITY_TABLES, type BearerIdentity, type Identity } from '../../../plugins/identity.ts';
import { prepareKeyCaller, type KeyCallerRow } from './queries.ts';
import { hashSecret, looksLikeApiKey } from './secret.ts';

/** Keys in use at once on one instance: far more than any deployment has. */
const MAX_RECENT_KEYS = 10_000;

const invalidKey = () =>
  new ProblemError('API_KEY_INVALID', { detailKey: 'apiKeys.errors.invalid' });

function identityOfKey(row: KeyCallerRow): Identity {
  const company = {
    id: row.company.id,
    name: row.company.name,
    adminUserId: row.company.adminUserId,
    isBuyerConfirmed: row.company.isBuyerConfirmed,
    isSellerConfirmed: row.company.isSellerConfirmed,
  };
  const actor = apiKeyActor(row.creator.id, company);
  return {
    actor,
    me: {
      user: {
        id: row.creator.id,
        name: row.creator.name,
        email: row.creator.email,
        emailVerified: row.creator.emailVerified,
        phone: row.creator.phone ?? null,
        locale: isLocale(row.creator.locale) ? row.creator.locale : 'tr',
        role: 'user',
      },
      company,
      companyRole: actor.companyRole,
    },
    sessionId: null,
    apiKey: {
      id: row.key.id,
      companyId: row.key.companyId,
      prefix: row.key.prefix,
      scopes: row.key.scopes,
    },
  };
}

/**
 * The identity of a request's API key, for the identity plugin (app.ts hands it over). Keys are
 * kept for a few seconds like sessions and forgotten on every instance when the key, its
 * company, its creator or the creator's membership changes (IDENTITY_TABLES, told by the
 * tables' triggers), and on this instance after any write it answered: a revoked key is refused
 * on the next request everywhere. Expiry is checked against the clock on every request.
 */
export function apiKeyIdentity(app: FastifyInstance): BearerIdentity {
  const findCaller = prepareKeyCaller(app.db);
  const keys = recentSessions<KeyCallerRow | undefined>({
    maxAgeMs: app.config.sessionCacheMs,
    maxEntries: MAX_RECENT_KEYS,
  });
  app.tableCache.watch(IDENTITY_TABLES, () => keys.forgetAll());
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!isSafeMethod(request.method)) keys.forgetAll();
    done(null, payload);
  });
  return async (token) => {
    if (!looksLikeApiKey(token)) throw invalidKey();
    const secretHash = hashSecret(token);
    const row = await keys.read(
      secretHash,
      async () => (await findCaller.execute({ secretHash }))[0],
    );
    if (!row || apiKeyStatus(row.key, new Date()) !== 'active') throw invalidKey();
    if (row.creator.banned === true || row.creatorCompanyId !== row.key.companyId) {
      throw invalidKey();
    }
    return identityOfKey(row);
  };
}
