import { and, asc, count, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  browseSortOf,
  DISPLAY_TIME_ZONE,
  type AdSearchItem,
  type BrowseAdsQuery,
  type Page,
} from '@teklifal/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import { ad, adInvitation } from '../../schema.ts';
import { companySector } from '../../../companies/queries/tables.ts';
import { sector } from '../../../sectors/queries/tables.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { listFactsOf, selectAdsWithListFactsAnd, type AdWithListFactsRow } from './ad-view.ts';
import { rankedCount, rankedPageOf, type RankedSearch, type TermWeight } from './ranked-search.ts';
import { searchMarkColumns, searchMatchOf, type SearchMarkRow } from './search-matches.ts';
import { loadVocabulary, type MarkWords, type SearchVocabulary } from './search-vocabulary.ts';
import type { AdCards } from './ad-cards.ts';
import type { RankedList, RankedLists } from './ranked-lists.ts';
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

/** A page's ad with its list facts and what its marks need (searchMatchOf). */
type PageRow = AdWithListFactsRow & SearchMarkRow;

/**
 * The page of a one-word search in rank order with its facts, the texts its marks need (they
 * come from the query's words, markedWordsOf, not from ts_headline) and the capped count.
 */
function rankedPageQuery(
  db: Executor,
  search: RankedSearch,
  page: Parameters<typeof rankedPageOf>[2],
) {
  const ranked = rankedPageOf(db, search, page);
  return selectAdsWithListFactsAnd(db, search.companyId, {
    ...searchMarkColumns(null, { lines: true }),
    total: ranked.total,
  })
    .innerJoin(ranked.subquery, eq(ranked.id, ad.id))
    .orderBy(desc(ranked.rank), desc(ranked.publishedAt), desc(ad.id));
}

/**
 * The same for a word of one lexeme without filters (most searches), built once and prepared:
 * building the statement's text took more of a request's time than PostgreSQL took to run it.
 */
const oneLexemePage = preparedRead('market_one_lexeme_page', (db, name) =>
  rankedPageQuery(
    db,
    {
      weights: sql.placeholder('lexeme'),
      companyId: sql.placeholder('companyId'),
      now: sql.placeholder('now'),
      adFilters: undefined,
    },
    {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      countRows: sql.placeholder('countRows'),
    },
  ).prepare(name),
);

/**
 * What an instance keeps of one-word searches: each lexeme's ranked ads and the ads as every
 * seller sees them. A page of such a search then sends one small statement (the viewer's bids).
 */
export interface KeptSearches {
  lists: RankedLists;
  cards: AdCards;
}

/**
 * A one-word search by relevance, from ad_search_term (ranked-search.ts): the page in rank
 * order with its facts, marks and the capped count, in one statement; for a word of one lexeme
 * without filters, from the instance's ranked lists when given (the page's facts alone).
 */
async function rankedPage(
  db: Database,
  search: RankedSearch & { weights: TermWeight[]; companyId: string; now: string },
  page: { limit: number; offset: number },
  countLimit: number,
  kept: KeptSearches | undefined,
): Promise<[PageRow[], number]> {
  const [only, ...more] = search.weights;
  if (!only) return [[], 0];
  const oneLexeme = more.length === 0 && !search.adFilters;
  if (oneLexeme && kept) {
    return keptPage(db, kept, { lexeme: only.lexeme }, search.companyId, new Date(search.now), {
      ...page,
      countRows: countLimit + 1,
    });
  }
  const rows = oneLexeme
    ? await oneLexemePage(db).execute({
        lexeme: only.lexeme,
        companyId: search.companyId,
        now: search.now,
        ...page,
        countRows: countLimit + 1,
      })
    : await rankedPageQuery(db, search, { ...page, countRows: countLimit + 1 });
  const [first] = rows;
  if (first) return [rows, first.total];
  // A page past the last: the count alone.
  return [[], page.offset === 0 ? 0 : await rankedCount(db, search, countLimit)];
}

/**
 * A page of a kept list (a lexeme's ranked ads, or every published ad newest first) that the
 * seller may bid on, shown from the kept cards with the seller's bids.
 */
async function keptPage(
  db: Database,
  kept: KeptSearches,
  list: RankedList,
  companyId: string,
  now: Date,
  page: { limit: number; offset: number; countRows: number },
): Promise<[PageRow[], number]> {
  const { ids, total } = await kept.lists.page(db, list, { companyId, now }, page);
  return [ids.length === 0 ? [] : await kept.cards.page(db, ids, companyId), total];
}

/** Where the search's words stand in the ad; a one-word search's, found once per kept ad. */
const matchOf = (row: PageRow, marks: MarkWords | null, kept: KeptSearches | undefined) =>
  marks && kept
    ? kept.cards.matchOf(row.ad.id, marks, () => searchMatchOf(row, marks))
    : searchMatchOf(row, marks);

/**
 * GET /api/ads: one page of the ads a seller may bid on, searched, filtered and sorted; in a
 * search, each with where the search's words stand in it (`match`). The search's words are
 * looked up in `vocabulary` (kept per instance) when given, else read for this call.
 */
export async function browseAds(
  db: Database,
  ctx: CompanyContext,
  query: BrowseFilter,
  {
    now = new Date(),
    countLimit: leastCountLimit = BROWSE_COUNT_LIMIT,
    vocabulary,
    kept,
  }: {
    now?: Date;
    countLimit?: number;
    vocabulary?: SearchVocabulary;
    kept?: KeptSearches;
  } = {},
): Promise<Page<AdSearchItem>> {
  const q = query.q?.trim();
  const words = q ? await (vocabulary ? vocabulary.of(db, q) : loadVocabulary(db, q)) : null;
  const search = words?.search ?? null;
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
  const oneWord = sort === 'relevance' ? (words?.oneWord ?? null) : null;
  // The market as it first opens (no search, no filter, newest first), from the kept list.
  const firstView = kept && !q && !adFilters && sort === 'newest';
  const [rows, total] = firstView
    ? await keptPage(db, kept, 'newest', ctx.companyId, now, {
        ...page,
        countRows: countLimit + 1,
      })
    : oneWord
      ? await rankedPage(
          db,
          { weights: oneWord.weights, companyId: ctx.companyId, now: now.toISOString(), adFilters },
          page,
          countLimit,
          kept,
        )
      : await Promise.all([
          // The page's ads are chosen on the ad table alone; their facts are joined for those only.
          selectAdsWithListFactsAnd(
            db,
            ctx.companyId,
            searchMarkColumns(search?.terms ?? null, { lines: search !== null }),
          )
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
  return {
    items: rows.map((row) => ({
      ...presentAdListItem(row.ad, listFactsOf(row, ctx.companyId, now)),
      match: search ? matchOf(row, oneWord?.marks ?? null, kept) : null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, countLimit),
    totalCapped: total > countLimit,
  };
}
