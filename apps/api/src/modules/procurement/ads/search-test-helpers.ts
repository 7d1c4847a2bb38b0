import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdSearchItem, Page } from '@teklifal/core';
import { createTwoInstances } from '../../../test/helper.ts';
import { anySectorId, signedInCompany, type CompanyUser } from '../../../test/procurement.ts';
import { call } from './test-helpers.ts';

/** Helpers of the tests of what instances keep for the ad search (words, lists, cards). */

/** GET /api/ads?q=<query> as the seller of `cookie`, on `app`: the page, checked to be a 200. */
export async function searchAds(app: FastifyInstance, cookie: string, query: string) {
  const response = await call(app, 'GET', `/api/ads?q=${encodeURIComponent(query)}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AdSearchItem>>();
}

export const titlesOf = (page: Page<AdSearchItem>) => page.items.map((item) => item.title);

/**
 * Runs `work` told to no instance: the named notice triggers off on PostgreSQL, and the
 * embedded client's own telling hushed. What an instance keeps then stays as it was.
 */
export async function unannounced(
  app: FastifyInstance,
  triggers: readonly { table: string; trigger: string }[],
  work: () => Promise<unknown>,
) {
  const hushed = <T>(inner: () => Promise<T>) => app.tableWrites?.unheard(inner) ?? inner();
  const alter = async (what: 'disable' | 'enable') => {
    for (const { table, trigger } of triggers) {
      await app.db.execute(sql.raw(`alter table "${table}" ${what} trigger "${trigger}"`));
    }
  };
  await hushed(async () => {
    await alter('disable');
    try {
      await work();
    } finally {
      await alter('enable');
    }
  });
}

/** Two instances on one database, a buyer and two sellers: what the kept-search tests share. */
export interface TwoInstanceMarket {
  first: FastifyInstance;
  second: FastifyInstance;
  buyer: CompanyUser;
  seller: CompanyUser;
  other: CompanyUser;
  sectorId: string;
}

/** The world of a test file, made before its tests and closed after them. */
export function useTwoInstanceMarket(): TwoInstanceMarket {
  const world = {} as TwoInstanceMarket;
  let close = async () => {};
  beforeAll(async () => {
    const instances = await createTwoInstances();
    close = instances.close;
    world.first = instances.first;
    world.second = instances.second;
    world.buyer = await signedInCompany(world.first, { buyer: true });
    world.seller = await signedInCompany(world.first, { seller: true });
    world.other = await signedInCompany(world.first, { seller: true });
    world.sectorId = await anySectorId(world.first.db);
  });
  afterAll(() => close());
  return world;
}
