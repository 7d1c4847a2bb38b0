/** The background work every instance runs, by the name the metrics give it. */
export type JobName =
  'ad-closing' | 'notification-mails' | 'auction-clock' | 'exchange-rates' | 'idempotency-cleanup';

export const JOB_NAMES: readonly JobName[] = [
  'ad-closing',
  'notification-mails',
  'auction-clock',
  'exchange-rates',
  'idempotency-cleanup',
];

/**
 * Times one run of a job for the metrics (plugins/metrics.ts): a run failed when `run` throws
 * or when `failed` says so of its result (a source that did not answer). Gives back what `run`
 * gave, and throws what it threw, so the job handles its errors as before.
 */
export type TimeJobRun = <T>(
  job: JobName,
  run: () => Promise<T>,
  failed?: (result: T) => boolean,
) => Promise<T>;

/** No metrics: the run as it is. */
export const untimedJobRun: TimeJobRun = (_job, run) => run();
