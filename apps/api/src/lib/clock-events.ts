import { sql, type SQL } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { ad, auction, bid, post } from '../db/schema/index.ts';

/**
 * The instants at which an answer changes by the clock alone, with no write: a remembered answer
 * (tableCache.remember) is valid until the first of those its route names. Each source covers
 * every such comparison with `now` its answers make; the Istanbul midnight is always one (a bid's
 * validity is a day in Istanbul, the dashboard counts by Istanbul month and year).
 */
export type ClockSource =
  /** Published ads' bid deadlines and question cut-offs (open, biddable, closed, sealed). */
  | 'adDeadlines'
  /** Scheduled reverse auctions starting and ending. */
  | 'auctions'
  /** Posts published for a later date appearing. */
  | 'postSchedule'
  /**
   * The dashboard's week: a bid on the buyer's ads submitted, or any ad published, leaving the
   * last seven days (each found by an index).
   */
  | { lastWeekOfBuyer: string };

const WEEK = sql`interval '7 days'`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

const nextOf: Record<Exclude<ClockSource, object>, (now: Date) => SQL> = {
  adDeadlines: (now) =>
    sql`(select least(min(${ad.bidDeadline}), min(${ad.questionsUntil}) filter (where ${ad.questionsUntil} >= ${at(now)}))
      from ${ad} where ${ad.status} = 'published' and ${ad.bidDeadline} >= ${at(now)})`,
  auctions: (now) =>
    sql`(select least(min(${auction.startsAt}) filter (where ${auction.startsAt} >= ${at(now)}), min(${auction.endsAt}))
      from ${auction} where ${auction.status} = 'scheduled' and ${auction.endsAt} >= ${at(now)})`,
  postSchedule: (now) =>
    sql`(select min(${post.publishedAt}) from ${post}
      where ${post.status} = 'published' and ${post.publishedAt} >= ${at(now)})`,
};

const lastWeekOf = (buyerCompanyId: string, now: Date) =>
  sql`least(
    (select min(${bid.submittedAt}) from ${bid}
      where ${bid.buyerCompanyId} = ${buyerCompanyId} and ${bid.submittedAt} >= ${at(now)} - ${WEEK}),
    (select min(${ad.publishedAt}) from ${ad}
      where ${ad.status} = 'published' and ${ad.publishedAt} >= ${at(now)} - ${WEEK})
  ) + ${WEEK}`;

/** The next Istanbul midnight after `now`, as PostgreSQL's time zone data has it. */
const nextMidnight = (now: Date) =>
  sql`((date_trunc('day', ${at(now)} at time zone ${DISPLAY_TIME_ZONE}) + interval '1 day') at time zone ${DISPLAY_TIME_ZONE})`;

/**
 * The first instant from `now` on at which one of `sources` changes an answer (one statement).
 * An instant equal to `now` counts: a comparison may turn just after it (`>=` a week ago), so
 * an answer loaded at that very instant is kept no longer than it.
 */
export async function nextClockEvent(
  db: Executor,
  now: Date,
  sources: readonly ClockSource[],
): Promise<Date> {
  const candidates = [
    nextMidnight(now),
    ...sources.map((source) =>
      typeof source === 'object' ? lastWeekOf(source.lastWeekOfBuyer, now) : nextOf[source](now),
    ),
  ];
  const result = (await db.execute(
    sql`select least(${sql.join(candidates, sql`, `)}) as "next"`,
  )) as unknown as { rows: { next: string | Date }[] };
  const next = result.rows[0]?.next;
  if (!next) throw new Error('nextClockEvent: no midnight');
  return new Date(next);
}
