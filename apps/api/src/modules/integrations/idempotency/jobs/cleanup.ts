import type { Database } from '../../../../db/client.ts';
import type { PeriodicJob } from '../../../../lib/periodic-job.ts';
import { deleteExpiredIdempotencyRecords } from '../commands/idempotency-records.ts';

/** Once an hour is enough: a record past its day is already ignored by the requests. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes the Idempotency-Key answers older than 24 hours; every instance may run it. */
export function idempotencyCleanupJob(db: Database): PeriodicJob<number> {
  return {
    name: 'idempotency-cleanup',
    intervalMs: CLEANUP_INTERVAL_MS,
    run: () => deleteExpiredIdempotencyRecords(db, new Date()),
    report: (removed, log) => {
      if (removed > 0) log.info({ removed }, 'removed expired idempotency records');
    },
    failure: 'removing expired idempotency records failed',
  };
}
