import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { company, session } from '../db/schema/index.ts';
import { readCookie, verifySignedValue } from '../lib/session-cookie.ts';
import { createCompany } from '../test/factories.ts';
import {
  createTwoInstances,
  eventually,
  inject,
  signUpAndSignIn,
  testConfig,
} from '../test/helper.ts';

/** Two API instances on one database, as behind a load balancer, each keeping sessions 10 s. */
let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;
const config = testConfig({ sessionCacheMs: 10_000 });

beforeAll(async () => {
  ({ first, second, close: closeBoth } = await createTwoInstances({ sessionCacheMs: 10_000 }));
});
afterAll(() => closeBoth());

const me = (app: FastifyInstance, cookie: string) =>
  inject(app, { method: 'GET', url: '/api/me', cookie });
const tokenOf = (cookie: string) =>
  verifySignedValue(readCookie(cookie, 'better-auth.session_token') ?? '', config.authSecret) ?? '';

/**
 * Ends a session behind the instances' backs: its table's trigger is off for this statement, and
 * the embedded database's client does not tell it either (db/table-writes.ts: unheard).
 */
async function expireSilently(app: FastifyInstance, cookie: string) {
  const unheard = <T>(work: () => Promise<T>) => app.tableWrites?.unheard(work) ?? work();
  await unheard(() =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table "session" disable trigger "session_changed"`);
      await tx
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.token, tokenOf(cookie)));
      await tx.execute(sql`alter table "session" enable trigger "session_changed"`);
    }),
  );
}

describe('sessions kept between requests', () => {
  it('a second request of a session is answered without reading it again', async () => {
    // The sign-ups of other tests announce changes too, and one may still be on its way to
    // `second`, emptying its memory once more: a few tries tell a late notice from no cache.
    let servedFromMemory = false;
    for (let attempt = 1; attempt <= 5 && !servedFromMemory; attempt++) {
      const user = await signUpAndSignIn(first);
      expect((await me(second, user.cookie)).statusCode).toBe(200);
      await expireSilently(first, user.cookie);
      servedFromMemory = (await me(second, user.cookie)).statusCode === 200;
      // The database itself refuses the session: the instance that never kept it.
      expect((await me(first, user.cookie)).statusCode).toBe(401);
    }
    expect(servedFromMemory).toBe(true);
  });

  it("a write answered by an instance is seen by the caller's next request there at once", async () => {
    const user = await signUpAndSignIn(first);
    expect((await me(second, user.cookie)).statusCode).toBe(200);
    await expireSilently(first, user.cookie);
    // Any write request empties the instance's memory before its answer leaves (here one that
    // is refused and writes nothing, so no notice from the database can be what did it).
    const refused = await inject(second, {
      method: 'PATCH',
      url: '/api/me/locale',
      cookie: user.cookie,
      payload: { locale: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await me(second, user.cookie)).statusCode).toBe(401);
  });

  it('a sign-out through one instance ends the session on the other', async () => {
    const user = await signUpAndSignIn(first);
    expect((await me(second, user.cookie)).statusCode).toBe(200);
    const out = await inject(first, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: user.cookie,
      headers: { origin: config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    await eventually(async () => expect((await me(second, user.cookie)).statusCode).toBe(401));
  });

  it('an approval written to the database reaches every instance', async () => {
    const owner = await signUpAndSignIn(first);
    const row = await createCompany(first.db, { adminUserId: owner.userId });
    expect((await me(second, owner.cookie)).json().company.isSellerConfirmed).toBe('no');
    await first.db.update(company).set({ isSellerConfirmed: 'yes' }).where(eq(company.id, row.id));
    await eventually(async () =>
      expect((await me(second, owner.cookie)).json().company.isSellerConfirmed).toBe('yes'),
    );
  });
});
