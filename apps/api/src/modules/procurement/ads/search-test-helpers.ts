import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdSearchItem, Page } from '@teklifal/core';
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
