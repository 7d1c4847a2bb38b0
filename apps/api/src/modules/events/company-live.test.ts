import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { company } from '../../db/schema/index.ts';
import { emitLiveEvent } from '../../lib/live-events.ts';
import { createCompany } from '../../test/factories.ts';
import { createTwoInstances, inject, signIn, signUpAndSignIn } from '../../test/helper.ts';
import { STAFF_ADMIN } from '../../test/staff-world.ts';
import { streamOpener } from '../../test/event-stream.ts';

/**
 * A company's approval as its people see it live (#13): the decision is an event of its own,
 * heard on every instance, and a screen that reads the session again on it gets the new flags
 * at once, even from an instance that kept the session from before.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let closeBoth: () => Promise<void>;
let secondBase: string;
let admin: { cookie: string };

beforeAll(async () => {
  ({
    first,
    second,
    close: closeBoth,
  } = await createTwoInstances({
    admin: STAFF_ADMIN,
    sessionCacheMs: 10_000,
  }));
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  admin = await signIn(first, STAFF_ADMIN.email, STAFF_ADMIN.password);
});
afterAll(() => closeBoth());

/** A company waiting for its seller approval, with its owner signed in. */
async function pendingSeller() {
  const owner = await signUpAndSignIn(first);
  const row = await createCompany(first.db, {
    adminUserId: owner.userId,
    isSellerConfirmed: 'pending',
  });
  return { ...owner, companyId: row.id };
}

const sellerFlagOn = async (app: FastifyInstance, cookie: string) =>
  (await inject(app, { method: 'GET', url: '/api/me', cookie })).json<{
    company: { isSellerConfirmed: string };
  }>().company.isSellerConfirmed;

describe('an approval decision', () => {
  it('reaches the company’s stream on the other instance, whose next /api/me shows it', async () => {
    const pending = await pendingSeller();
    expect(await sellerFlagOn(second, pending.cookie)).toBe('pending');
    const stream = await streamOpener(secondBase)(pending.cookie);

    const decided = await inject(first, {
      method: 'POST',
      url: `/api/admin/companies/${pending.companyId}/decisions`,
      cookie: admin.cookie,
      payload: { role: 'seller', decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    const heard = await stream.waitFor(2);
    expect(heard.map((e) => e.event).sort()).toEqual(['company', 'notification']);
    expect(heard.find((e) => e.event === 'company')?.data).toEqual({
      companyId: pending.companyId,
    });
    expect(heard.find((e) => e.event === 'notification')?.data).toEqual({
      type: 'companyApproved',
      route: '/my-company',
    });
    expect(await sellerFlagOn(second, pending.cookie)).toBe('yes');
    await stream.close();
  });

  it('a rejection is a company event too', async () => {
    const pending = await pendingSeller();
    const stream = await streamOpener(secondBase)(pending.cookie);
    await inject(first, {
      method: 'POST',
      url: `/api/admin/companies/${pending.companyId}/decisions`,
      cookie: admin.cookie,
      payload: { role: 'seller', decision: 'reject', reason: 'Vergi levhası okunmuyor' },
    });
    const heard = await stream.waitFor(2);
    expect(heard.map((e) => e.event).sort()).toEqual(['company', 'notification']);
    expect(await sellerFlagOn(second, pending.cookie)).toBe('rejected');
    await stream.close();
  });
});

/** A write no instance hears of but through its live event (see TableWrites.unheard). */
const behindTheirBacks = <T>(work: () => Promise<T>) => first.tableWrites?.unheard(work) ?? work();

/**
 * Confirms a company as seller with the company table's notice off for the statement (and
 * unheard by the embedded database's client), so only `event`, written in the same
 * transaction, can tell the instances.
 */
const confirmSellerSilently = (
  companyId: string,
  event: Pick<Parameters<typeof emitLiveEvent>[1], 'kind' | 'data'>,
) =>
  behindTheirBacks(() =>
    first.db.transaction(async (tx) => {
      await tx.execute(sql`alter table "company" disable trigger "company_changed"`);
      await tx.update(company).set({ isSellerConfirmed: 'yes' }).where(eq(company.id, companyId));
      await tx.execute(sql`alter table "company" enable trigger "company_changed"`);
      await emitLiveEvent(tx, { companyIds: [companyId], ...event });
    }),
  );

describe('an instance hearing a company event', () => {
  it('forgets the sessions it kept, even when the table’s own notice never comes', async () => {
    const pending = await pendingSeller();
    expect(await sellerFlagOn(second, pending.cookie)).toBe('pending');
    const stream = await streamOpener(secondBase)(pending.cookie);
    // The flag changes behind the instances' backs; only the live event tells them.
    await confirmSellerSilently(pending.companyId, {
      kind: 'company',
      data: { companyId: pending.companyId },
    });
    await stream.waitFor(1);
    expect(await sellerFlagOn(second, pending.cookie)).toBe('yes');
    await stream.close();
  });

  it('keeps them for any other event (the session cache still works)', async () => {
    const pending = await pendingSeller();
    expect(await sellerFlagOn(second, pending.cookie)).toBe('pending');
    const stream = await streamOpener(secondBase)(pending.cookie);
    await confirmSellerSilently(pending.companyId, { kind: 'support', data: { ticketId: 'x' } });
    await stream.waitFor(1);
    expect(await sellerFlagOn(second, pending.cookie)).toBe('pending');
    await stream.close();
  });
});
