import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { untimedJobRun, type TimeJobRun } from '../../../lib/job-runs.ts';
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
 * Runs the auction clock in this instance until stopped; `stop` waits for a run in progress.
 * Every instance runs it: each start is announced and each end settled once (conditional
 * updates under the auction's row lock), whichever instance comes first.
 */
export function startAuctionClock(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = AUCTION_JOB_INTERVAL_MS,
  timeRun: TimeJobRun = untimedJobRun,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const sleep = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, Math.min(intervalMs, Math.max(MIN_SLEEP_MS, ms)));
    timer.unref();
  };

  async function tick(): Promise<number> {
    const now = new Date();
    await announceStartedAuctions(db, now);
    const settled = await settleDueAuctions(db, now);
    if (settled.length > 0) log.info({ auctionIds: settled }, 'settled auctions at their end');
    const next = await nextAuctionDue(db);
    // A few milliseconds past the instant: "at the end exactly" is already due then.
    return next ? next.getTime() - Date.now() + 5 : intervalMs;
  }

  function run() {
    running = timeRun('auction-clock', tick)
      .catch((error: unknown) => {
        log.error({ err: error }, 'the auction clock failed');
        return intervalMs;
      })
      .then((ms) => {
        running = null;
        sleep(ms);
      });
  }

  sleep(0);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
