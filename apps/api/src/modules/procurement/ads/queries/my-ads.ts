import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  adAbilities,
  adPublishMissingFields,
  type MyAdListItem,
  type MyAdsQuery,
  type Page,
} from '@teklifal/core';
import type { z } from 'zod';
import {
  auctionSummaryOf,
  findLiveAuctionsOfAds,
  type AuctionRow,
} from '../../auctions/queries/ad-auction.ts';
import type { Database, Executor } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import { ad } from '../../schema.ts';
import { adFactsOf } from './access.ts';
import { foldedColumnContains, turkishSortKey } from '../../../../lib/search.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { listFactsOf, selectOwnAdsWithListFacts } from './ad-view.ts';
import { OWNER_VIEWER } from '@teklifal/core';
import { presentMyAdListItem } from '../presenter.ts';
import { loadSavedDrafts } from './saved-draft.ts';

type MyAdsFilter = z.output<typeof MyAdsQuery>;

/** The most rows one CSV export holds. */
export const MY_ADS_EXPORT_MAX = 5000;

function myAdsWhere(
  companyId: string | Placeholder,
  query: Pick<MyAdsFilter, 'q' | 'status'>,
): SQL | undefined {
  const q = query.q?.trim();
  return and(
    eq(ad.companyId, companyId),
    query.status ? eq(ad.status, query.status) : undefined,
    // The search document holds the title, description and lines (see buildSearchDocument).
    q ? foldedColumnContains(ad.searchFolded, q) : undefined,
  );
}

const MY_ADS_ORDER: Record<MyAdsFilter['sort'], SQL[]> = {
  '-createdAt': [desc(ad.createdAt)],
  bidDeadline: [asc(ad.bidDeadline)],
  '-bidDeadline': [desc(ad.bidDeadline)],
  title: [asc(turkishSortKey(ad.title))],
};

/** The company's ads in the requested order with their list facts; `limit`/`offset` for a page. */
export function findMyAdRows(
  db: Executor,
  companyId: string | Placeholder,
  query: Pick<MyAdsFilter, 'q' | 'status' | 'sort'>,
  window: { limit: number | Placeholder; offset: number | Placeholder },
) {
  const order = [...MY_ADS_ORDER[query.sort], desc(ad.id)];
  // The page's ads are chosen on the ad table alone; their facts are joined for those only.
  const page = db
    .select({ id: ad.id })
    .from(ad)
    .where(myAdsWhere(companyId, query))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return selectOwnAdsWithListFacts(db, companyId)
    .where(inArray(ad.id, page))
    .orderBy(...order);
}

export type MyAdRow = Awaited<ReturnType<typeof findMyAdRows>>[number];

/**
 * /myads as it first opens (every status, newest first, no search): its page and its count,
 * built once and prepared. Building them took more of a request's time than PostgreSQL took to
 * run them (a profile at 100,000 ads).
 */
const isFirstView = (query: MyAdsFilter) =>
  !query.q?.trim() && !query.status && query.sort === '-createdAt';

const FIRST_VIEW: Pick<MyAdsFilter, 'q' | 'status' | 'sort'> = {
  q: undefined,
  status: undefined,
  sort: '-createdAt',
};

const firstViewPage = preparedRead('my_ads_first_view', (db, name) =>
  findMyAdRows(db, sql.placeholder('companyId'), FIRST_VIEW, {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(name),
);

const firstViewCount = preparedRead('my_ads_first_view_count', (db, name) =>
  db
    .select({ value: count() })
    .from(ad)
    .where(myAdsWhere(sql.placeholder('companyId'), FIRST_VIEW))
    .prepare(name),
);

/** What each draft among `rows` still lacks to be published (the full rules over it), by id. */
export async function loadMissingFields(
  db: Executor,
  rows: readonly MyAdRow[],
): Promise<Map<string, string[]>> {
  const drafts = rows.filter((row) => row.ad.status === 'draft').map((row) => row.ad);
  const saved = await loadSavedDrafts(db, drafts);
  return new Map([...saved].map(([adId, draft]) => [adId, adPublishMissingFields(draft)] as const));
}

/**
 * The rows of /myads with counts and what the buyer may do with each; a draft also with what it
 * still lacks (`missing`, from loadMissingFields), an ad in a reverse auction with it
 * (`auctions`, by ad id). The CSV leaves both out.
 */
export function presentMyAds(
  ctx: CompanyContext,
  rows: readonly MyAdRow[],
  extras: { missing?: Map<string, string[]>; auctions?: Map<string, AuctionRow> } = {},
  now = new Date(),
): MyAdListItem[] {
  return rows.map((row) => {
    const auction = extras.auctions?.get(row.ad.id);
    return presentMyAdListItem(row.ad, {
      ...listFactsOf(row, ctx.companyId, now),
      bidCount: row.bidCount,
      unansweredQuestionCount: row.unansweredQuestionCount,
      abilities: adAbilities(ctx.actor, adFactsOf(row.ad), OWNER_VIEWER, now),
      missingFields: extras.missing?.get(row.ad.id) ?? [],
      auction: auction ? auctionSummaryOf(auction, now) : null,
    });
  });
}

/** GET /api/ads/mine: one page of the buyer's ads. */
export async function listMyAds(
  db: Database,
  ctx: CompanyContext,
  query: MyAdsFilter,
): Promise<Page<MyAdListItem>> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, [total]] = isFirstView(query)
    ? await Promise.all([
        firstViewPage(db).execute({ companyId: ctx.companyId, ...window }),
        firstViewCount(db).execute({ companyId: ctx.companyId }),
      ])
    : await Promise.all([
        findMyAdRows(db, ctx.companyId, query, window),
        db.select({ value: count() }).from(ad).where(myAdsWhere(ctx.companyId, query)),
      ]);
  const [missing, auctions] = await Promise.all([
    loadMissingFields(db, rows),
    findLiveAuctionsOfAds(
      db,
      rows.map((row) => row.ad.id),
    ),
  ]);
  return {
    items: presentMyAds(ctx, rows, { missing, auctions }),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}
