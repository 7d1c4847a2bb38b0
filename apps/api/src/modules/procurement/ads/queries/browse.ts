import { and, asc, count, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  browseSortOf,
  DISPLAY_TIME_ZONE,
  type AdSearchItem,
  type BrowseAdsQuery,
  type Page,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../../../db/client.ts';
import { ad, adInvitation, companySector, sector } from '../../../../db/schema/index.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { listFactsOf, selectAdsWithListFacts, type AdWithListFactsRow } from './ad-view.ts';
import { rankedAdIds, termWeights, type RankedSearch } from './ranked-search.ts';
import { searchMatches } from './search-matches.ts';
import { adTextSearch } from './text-search.ts';
import { presentAdListItem } from '../presenter.ts';

type BrowseFilter = z.output<typeof BrowseAdsQuery>;

/**
 * Matches counted at most, past the page asked for: counting all 6,500 open ads that match
 * "koli" among 100,000 took ~100 ms, more than the rest of the request; a thousand, ~5 ms.
 * Past it the list says "1.000+" (a search that broad wants narrowing, not paging).
 */
export const BROWSE_COUNT_LIMIT = 1000;

/** The sector itself and its child sectors. */
const sectorAndChildren = (sectorId: string) =>
  inArray(
    ad.sectorId,
    sql`(select ${sector.id} from ${sector} where ${sector.id} = ${sectorId} or ${sector.parentId} = ${sectorId})`,
  );

/** Ads in the company's sectors: a sector it picked, or a child of a parent sector it picked. */
const inCompanySectors = (companyId: string) => {
  const picked = sql`(select ${companySector.sectorId} from ${companySector} where ${companySector.companyId} = ${companyId})`;
  return or(
    inArray(ad.sectorId, picked),
    inArray(
      ad.sectorId,
      sql`(select ${sector.id} from ${sector} where ${sector.parentId} in ${picked})`,
    ),
  );
};

/**
 * What a seller may bid on: published ads before their deadline, open to all or inviting the
 * seller. A company that is also a buyer sees its own published ads too (marked as its own).
 */
function browsableBy(db: Executor, companyId: string, now: Date): SQL | undefined {
  return and(
    eq(ad.status, 'published'),
    gt(ad.bidDeadline, now),
    or(
      eq(ad.visibility, 'open'),
      eq(ad.companyId, companyId),
      exists(
        db
          .select({ one: sql`1` })
          .from(adInvitation)
          .where(and(eq(adInvitation.adId, ad.id), eq(adInvitation.companyId, companyId))),
      ),
    ),
  );
}

/**
 * A one-word search by relevance, from ad_search_term (ranked-search.ts): the page's ids in
 * rank order with the capped count, then the page's facts, kept in that order.
 */
async function rankedPage(
  db: Executor,
  viewerCompanyId: string,
  props: { ranked: RankedSearch; page: { limit: number; offset: number }; countLimit: number },
): Promise<[AdWithListFactsRow[], number]> {
  const { ids, total } = await rankedAdIds(db, props.ranked, {
    ...props.page,
    countLimit: props.countLimit,
  });
  if (ids.length === 0) return [[], total];
  const rows = await selectAdsWithListFacts(db, viewerCompanyId).where(inArray(ad.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.ad.id) ?? 0) - (position.get(b.ad.id) ?? 0));
  return [rows, total];
}

/**
 * GET /api/ads: one page of the ads a seller may bid on, searched, filtered and sorted; in a
 * search, each with where the search's words stand in it (`match`).
 */
export async function browseAds(
  db: Executor,
  ctx: CompanyContext,
  query: BrowseFilter,
  { now = new Date(), countLimit: leastCountLimit = BROWSE_COUNT_LIMIT } = {},
): Promise<Page<AdSearchItem>> {
  const q = query.q?.trim();
  const search = q ? await adTextSearch(db, q) : null;
  const adFilters = and(
    query.sectorId ? sectorAndChildren(query.sectorId) : undefined,
    query.city ? eq(ad.deliveryCity, query.city) : undefined,
    query.currency ? eq(ad.currency, query.currency) : undefined,
    query.deadlineBefore
      ? sql`(${ad.bidDeadline} at time zone ${DISPLAY_TIME_ZONE})::date <= ${query.deadlineBefore}::date`
      : undefined,
    query.mySectors ? inCompanySectors(ctx.companyId) : undefined,
  );
  const where = and(browsableBy(db, ctx.companyId, now), search?.match, adFilters);
  // Ties (equal relevance) go newest first, and the id makes every order total (stable pages).
  const newest = [desc(ad.publishedAt), desc(ad.id)];
  const sort = browseSortOf({ q, sort: query.sort });
  const order: SQL[] =
    sort === 'deadline'
      ? [asc(ad.bidDeadline), desc(ad.id)]
      : sort === 'relevance' && search
        ? [desc(search.relevance), ...newest]
        : newest;

  const offset = (query.page - 1) * query.pageSize;
  const countLimit = Math.max(leastCountLimit, offset + query.pageSize);
  const page = { limit: query.pageSize, offset };
  const [rows, total] =
    sort === 'relevance' && search?.oneWord
      ? await rankedPage(db, ctx.companyId, {
          ranked: {
            weights: await termWeights(db, search.oneWord),
            companyId: ctx.companyId,
            now,
            adFilters,
          },
          page,
          countLimit,
        })
      : await Promise.all([
          // The page's ads are chosen on the ad table alone; their facts are joined for those only.
          selectAdsWithListFacts(db, ctx.companyId)
            .where(
              inArray(
                ad.id,
                db
                  .select({ id: ad.id })
                  .from(ad)
                  .where(where)
                  .orderBy(...order)
                  .limit(page.limit)
                  .offset(page.offset),
              ),
            )
            .orderBy(...order),
          db
            .select({ value: count() })
            .from(
              db
                .select({ one: sql`1` })
                .from(ad)
                .where(where)
                .limit(countLimit + 1)
                .as('match'),
            )
            .then(([counted]) => counted?.value ?? 0),
        ]);
  const matches = search
    ? await searchMatches(
        db,
        search.terms,
        rows.map((row) => row.ad.id),
      )
    : null;
  return {
    items: rows.map((row) => ({
      ...presentAdListItem(row.ad, listFactsOf(row, ctx.companyId, now)),
      match: matches?.get(row.ad.id) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, countLimit),
    totalCapped: total > countLimit,
  };
}
