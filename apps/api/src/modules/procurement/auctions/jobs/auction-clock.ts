import type { Database } from '../../../../db/client.ts';
import type { PeriodicJob } from '../../../../lib/periodic-job.ts';
import {
  announceStartedAuctions,
  nextAuctionDue,
  settleDueAuctions,
} from '../commands/settle-auction.ts';

/**
 * The longest the clock sleeps. Between runs it wakes at the next start or end it knows of, so
 * an end is settled (final prices written, everyone told) within moments, not seconds.
 */
export const AUCTION_JOB_INTERVAL_MS = 5_000;
/** A wake-up never comes sooner than this after the last run (a clock that keeps failing). */
const MIN_SLEEP_MS = 20;

/**
 * The auction clock. Every instance runs it: each start is announced and each end settled once
 * (conditional updates under the auction's row lock), whichever instance comes first. Gives
 * the milliseconds until the next start or end it knows of.
 */
export const auctionClockJob = (
  db: Database,
  intervalMs = AUCTION_JOB_INTERVAL_MS,
): PeriodicJob<{ settled: string[]; untilNextMs: number }> => ({
  name: 'auction-clock',
  intervalMs,
  firstRunAfterMs: 0,
  run: async () => {
    const now = new Date();
    await announceStartedAuctions(db, now);
    const settled = await settleDueAuctions(db, now);
    const next = await nextAuctionDue(db);
    // A few milliseconds past the instant: "at the end exactly" is already due then.
    return { settled, untilNextMs: next ? next.getTime() - Date.now() + 5 : intervalMs };
  },
  sleepAfter: ({ untilNextMs }) => Math.min(intervalMs, Math.max(MIN_SLEEP_MS, untilNextMs)),
  report: ({ settled }, log) => {
    if (settled.length > 0) log.info({ auctionIds: settled }, 'settled auctions at their end');
  },
  failure: 'the auction clock failed',
});
