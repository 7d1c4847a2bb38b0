import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  effectiveBidStatus,
  formatDate,
  formatDateTime,
  istanbulDateOf,
  translate,
  type BidStatus,
  type Locale,
  type MyBidListItem,
  type Page,
} from '@teklifal/core';
import {
  auctionSummaryOf,
  findAuctionsOfBids,
  type AuctionRow,
} from '../../auctions/queries/ad-auction.ts';
import type { Executor } from '../../../../db/client.ts';
import { ad, bid } from '../../schema.ts';
import { csvDecimal, csvFileName, toCsv } from '../../../../lib/csv.ts';
import { foldedColumnContains } from '../../../../lib/search.ts';
import { grossOf } from '../presenter.ts';
import { publishedAd } from '../../ads/queries/published-ad.ts';

export interface MyBidsFilter {
  q?: string | undefined;
  status?: BidStatus | undefined;
}

/**
 * The status filter works on the status the seller sees: a submitted bid past its validity
 * day is `expired`, not `submitted`.
 */
function statusCondition(status: BidStatus, today: string): SQL | undefined {
  const competing: BidStatus[] = ['submitted', 'needs_confirmation'];
  if (status === 'expired') {
    return and(inArray(bid.status, competing), lt(bid.validUntil, today));
  }
  if (competing.includes(status)) {
    return and(eq(bid.status, status), gte(bid.validUntil, today));
  }
  return eq(bid.status, status);
}

function whereOf(companyId: string, filter: MyBidsFilter, now: Date): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    eq(bid.sellerCompanyId, companyId),
    filter.status ? statusCondition(filter.status, istanbulDateOf(now)) : undefined,
    // The ad's search document holds its title, description and lines.
    q ? foldedColumnContains(ad.searchFolded, q) : undefined,
  );
}

const listColumns = {
  id: bid.id,
  adId: bid.adId,
  adCompanyId: ad.companyId,
  adTitle: ad.title,
  adStatus: ad.status,
  bidDeadline: ad.bidDeadline,
  status: bid.status,
  revision: bid.revision,
  currency: bid.currency,
  total: bid.total,
  vatTotal: bid.vatTotal,
  validUntil: bid.validUntil,
  updatedAt: bid.updatedAt,
};

type ListRow = Omit<MyBidListItem, 'bidDeadline' | 'updatedAt' | 'grossTotal' | 'auction'> & {
  bidDeadline: Date;
  updatedAt: Date;
  vatTotal: string | null;
};

const presentListItem = (
  { vatTotal, ...row }: ListRow,
  auction: AuctionRow | undefined,
  now: Date,
): MyBidListItem => ({
  ...row,
  grossTotal: grossOf(row.total, vatTotal),
  status: effectiveBidStatus(row, now),
  bidDeadline: row.bidDeadline.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  auction: auction ? auctionSummaryOf(auction, now) : null,
});

/** GET /api/bids/mine: the seller company's bids on every ad, latest change first. */
export async function listMyBids(
  db: Executor,
  companyId: string,
  query: MyBidsFilter & { page: number; pageSize: number },
  now: Date,
): Promise<Page<MyBidListItem>> {
  const where = whereOf(companyId, query, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(bid)
      .innerJoin(ad, eq(ad.id, bid.adId))
      .where(where)
      .orderBy(desc(bid.updatedAt), desc(bid.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(bid).innerJoin(ad, eq(ad.id, bid.adId)).where(where),
  ]);
  const auctions = await findAuctionsOfBids(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return {
    // A bid is only ever on a published ad, which has its deadline.
    items: rows.map((row) => presentListItem(publishedAd(row), auctions.get(row.id), now)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.value ?? 0,
  };
}

/** An export is a spreadsheet, not a dump of the database: a generous cap is enough. */
const EXPORT_MAX_ROWS = 5000;

/** GET /api/bids/mine/export: the same list as CSV for Excel, header in the reader's language. */
export async function exportMyBids(
  db: Executor,
  companyId: string,
  filter: MyBidsFilter,
  locale: Locale,
  now: Date,
): Promise<{ fileName: string; body: string }> {
  const rows = await db
    .select(listColumns)
    .from(bid)
    .innerJoin(ad, eq(ad.id, bid.adId))
    .where(whereOf(companyId, filter, now))
    .orderBy(desc(bid.updatedAt), desc(bid.id))
    .limit(EXPORT_MAX_ROWS);
  const header = [
    'ad',
    'status',
    'revision',
    'currency',
    'total',
    'vatTotal',
    'grossTotal',
    'validUntil',
    'updatedAt',
  ].map((column) => translate(locale, `bids.csv.${column}`));
  const body = toCsv(
    header,
    rows.map((row) => [
      row.adTitle,
      translate(locale, `procurement.bidStatus.${effectiveBidStatus(row, now)}`),
      row.revision,
      row.currency,
      csvDecimal(row.total),
      csvDecimal(row.total === null ? null : (row.vatTotal ?? '0')),
      csvDecimal(grossOf(row.total, row.vatTotal)),
      // A calendar day: noon UTC is the same day in Istanbul.
      formatDate(`${row.validUntil}T12:00:00Z`, locale),
      formatDateTime(row.updatedAt, locale),
    ]),
  );
  return { fileName: csvFileName(translate(locale, 'bids.csv.fileName'), now), body };
}
