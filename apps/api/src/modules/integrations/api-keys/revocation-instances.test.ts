import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTwoInstances, inject } from '../../../test/helper.ts';
import { signedInCompany } from '../../../test/procurement.ts';
import { createTestApiKey, injectWithKey } from './test-helpers.ts';

/**
 * Two API instances on one database, as behind a load balancer, each keeping keys 10 s: a
 * revocation on one is refused on the other at once (the api_key trigger's notice). Run on
 * PostgreSQL with TEST_DATABASE_URL, where the notice travels between processes' connections.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;

beforeAll(async () => {
  ({ first, second, close: closeBoth } = await createTwoInstances({ sessionCacheMs: 10_000 }));
});
afterAll(() => closeBoth());

describe('a revoked key on two instances', () => {
  it('is refused with 401 on the other instance right after the revocation', async () => {
    const owner = await signedInCompany(first, { buyer: true });
    const created = await createTestApiKey(first, owner, { scopes: ['ads:read'] });
    // Kept by the second instance now.
    expect((await injectWithKey(second, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    const revoked = await inject(first, {
      method: 'POST',
      url: `/api/my-company/api-keys/${created.key.id}/revoke`,
      cookie: owner.cookie,
    });
    expect(revoked.statusCode).toBe(200);
    // The notice is sent at commit, before the answer; a LISTEN connection may take a moment.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 401; attempt++) {
      status = (await injectWithKey(second, created.secret, { url: '/api/ads/mine' })).statusCode;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
    const refused = await injectWithKey(second, created.secret, { url: '/api/ads/mine' });
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await injectWithKey(first, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      401,
    );
  });

  it('without the notice the second instance would still answer (the test can fail)', async () => {
    const owner = await signedInCompany(first, { buyer: true });
    const created = await createTestApiKey(first, owner, { scopes: ['ads:read'] });
    // The first use stores the key's last use, whose notice empties both instances' memory:
    // let it pass, then the second use is kept (the next last-use write is a minute away).
    await injectWithKey(second, created.secret, { url: '/api/ads/mine' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await injectWithKey(second, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    // Revoked behind the instances' backs: the trigger is off for this statement.
    const unheard = <T>(work: () => Promise<T>) => first.tableWrites?.unheard(work) ?? work();
    await unheard(() =>
      first.db.transaction(async (tx) => {
        await tx.execute(sql`alter table "api_key" disable trigger "api_key_changed"`);
        await tx.execute(
          sql`update "api_key" set "revoked_at" = now() where "id" = ${created.key.id}`,
        );
        await tx.execute(sql`alter table "api_key" enable trigger "api_key_changed"`);
      }),
    );
    expect((await injectWithKey(second, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      200,
    );
    expect((await injectWithKey(first, created.secret, { url: '/api/ads/mine' })).statusCode).toBe(
      401,
    );
  });
});
