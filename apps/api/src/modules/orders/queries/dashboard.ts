import {
  and,
  count,
  eq,
  gte,
  gt,
  inArray,
  ne,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  CURRENCIES,
  DISPLAY_TIME_ZONE,
  istanbulDateOf,
  isConfirmedBuyer,
  isConfirmedSeller,
  ORDER_IN_PROGRESS,
  type Actor,
  type DashboardStats,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { ad, adInvitation, bid } from '../../procurement/queries/tables.ts';
import { companySector } from '../../companies/queries/tables.ts';
import { purchaseOrder } from '../schema.ts';

type BuyerStats = NonNullable<DashboardStats['buyer']>;
type SellerStats = NonNullable<DashboardStats['seller']>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const CHART_MONTHS = 6;

/** The last `n` months up to and including this one in Istanbul, oldest first ('YYYY-MM'). */
export function lastMonths(now: Date, n = CHART_MONTHS): string[] {
  const [year, month] = istanbulDateOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (n - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The instant an Istanbul calendar day begins ('YYYY-MM-DD' at 00:00 Europe/Istanbul). */
const istanbulStartOf = (day: string): SQL =>
  sql`(${day}::timestamp at time zone ${DISPLAY_TIME_ZONE})`;

/** An instant's month in Istanbul; the zone is a constant so GROUP BY sees one expression. */
const istanbulMonthOf = (column: SQL | typeof purchaseOrder.createdAt): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)}, 'YYYY-MM')`;

/** Several counts in one statement (one round trip instead of one per figure). */
async function countsOf<K extends string>(
  db: Executor,
  queries: Record<K, SQLWrapper>,
): Promise<Record<K, number>> {
  const columns = Object.entries<SQLWrapper>(queries).map(
    ([name, query]) => sql`(${query})::int as ${sql.identifier(name)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as {
    rows: Record<K, number>[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('counts: no row');
  return row;
}

/** Counts per month over the chart's months, zeros included. */
function monthly(months: string[], rows: { month: string; value: number }[]) {
  const byMonth = new Map(rows.map((row) => [row.month, row.value]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

async function buyerStats(db: Executor, companyId: string, now: Date): Promise<BuyerStats> {
  const months = lastMonths(now);
  const yearStart = `${istanbulDateOf(now).slice(0, 4)}-01-01`;
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const mine = eq(purchaseOrder.buyerCompanyId, companyId);
  const orderMonth = istanbulMonthOf(purchaseOrder.createdAt);

  const [counts, spend, perMonth] = await Promise.all([
    countsOf(db, {
      openAds: db
        .select({ value: count() })
        .from(ad)
        .where(and(eq(ad.companyId, companyId), eq(ad.status, 'published'))),
      // One range of bid_buyer_submitted_idx: through the buyer's ads it took 11 ms for a
      // buyer with 2,000 of them at 300,000 bids.
      bidsThisWeek: db
        .select({ value: count() })
        .from(bid)
        .where(
          and(
            eq(bid.buyerCompanyId, companyId),
            ne(bid.status, 'draft'),
            gte(bid.submittedAt, weekAgo),
          ),
        ),
      ordersInProgress: db
        .select({ value: count() })
        .from(purchaseOrder)
        .where(and(mine, inArray(purchaseOrder.status, ORDER_IN_PROGRESS))),
    }),
    db
      .select({ currency: purchaseOrder.currency, amount: sum(purchaseOrder.total) })
      .from(purchaseOrder)
      .where(
        and(
          mine,
          notInArray(purchaseOrder.status, ['declined', 'cancelled']),
          gte(purchaseOrder.createdAt, istanbulStartOf(yearStart)),
        ),
      )
      .groupBy(purchaseOrder.currency),
    db
      .select({ month: orderMonth, value: count() })
      .from(purchaseOrder)
      .where(and(mine, gte(purchaseOrder.createdAt, istanbulStartOf(`${months[0]}-01`))))
      .groupBy(orderMonth),
  ]);

  return {
    ...counts,
    // numeric sums are exact in the database; the strings pass through untouched.
    spendThisYear: CURRENCIES.flatMap((currency) => {
      const row = spend.find((r) => r.currency === currency);
      return row?.amount ? [{ currency, amount: row.amount }] : [];
    }),
    ordersByMonth: monthly(months, perMonth),
  };
}

async function sellerStats(db: Executor, companyId: string, now: Date): Promise<SellerStats> {
  const months = lastMonths(now);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const ownBid = eq(bid.sellerCompanyId, companyId);
  const bidMonth = istanbulMonthOf(sql`${bid.submittedAt}`);
  const invited = sql`exists (select 1 from ${adInvitation} where ${adInvitation.adId} = ${ad.id} and ${adInvitation.companyId} = ${companyId})`;
  const inMySectors = sql`${ad.sectorId} in (select ${companySector.sectorId} from ${companySector} where ${companySector.companyId} = ${companyId})`;

  const [counts, decided, perMonth] = await Promise.all([
    countsOf(db, {
      newMatchingAds: db
        .select({ value: count() })
        .from(ad)
        .where(
          and(
            eq(ad.status, 'published'),
            gt(ad.bidDeadline, now),
            ne(ad.companyId, companyId),
            gte(ad.publishedAt, weekAgo),
            inMySectors,
            or(eq(ad.visibility, 'open'), invited),
          ),
        ),
      openBids: db
        .select({ value: count() })
        .from(bid)
        .innerJoin(ad, eq(ad.id, bid.adId))
        .where(
          and(
            ownBid,
            inArray(bid.status, ['submitted', 'needs_confirmation']),
            eq(ad.status, 'published'),
          ),
        ),
      ordersInProgress: db
        .select({ value: count() })
        .from(purchaseOrder)
        .where(
          and(
            eq(purchaseOrder.sellerCompanyId, companyId),
            inArray(purchaseOrder.status, ORDER_IN_PROGRESS),
          ),
        ),
    }),
    db
      .select({ status: bid.status, value: count() })
      .from(bid)
      .where(and(ownBid, inArray(bid.status, ['accepted', 'rejected'])))
      .groupBy(bid.status),
    db
      .select({ month: bidMonth, value: count() })
      .from(bid)
      .where(
        and(
          ownBid,
          ne(bid.status, 'draft'),
          gte(bid.submittedAt, istanbulStartOf(`${months[0]}-01`)),
        ),
      )
      .groupBy(bidMonth),
  ]);

  const accepted = decided.find((row) => row.status === 'accepted')?.value ?? 0;
  const rejected = decided.find((row) => row.status === 'rejected')?.value ?? 0;
  return {
    newMatchingAds: counts.newMatchingAds,
    openBids: counts.openBids,
    winRate: accepted + rejected === 0 ? null : accepted / (accepted + rejected),
    ordersInProgress: counts.ordersInProgress,
    bidsByMonth: monthly(months, perMonth),
  };
}

/** GET /api/dashboard/stats: the figures of each role the company is confirmed in. */
export async function dashboardStats(
  db: Executor,
  actor: Actor & { company: { id: string } },
  now = new Date(),
): Promise<DashboardStats> {
  const companyId = actor.company.id;
  const [buyer, seller] = await Promise.all([
    isConfirmedBuyer(actor) ? buyerStats(db, companyId, now) : null,
    isConfirmedSeller(actor) ? sellerStats(db, companyId, now) : null,
  ]);
  return { buyer, seller };
}
