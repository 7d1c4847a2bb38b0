import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobName, TimeJobRun } from './job-runs.ts';

export interface PeriodicJob<T> {
  /** The metrics' name of the job (lib/job-runs.ts). */
  name: JobName;
  /** Milliseconds between the end of a run and the next, and after a failed run. */
  intervalMs: number;
  /** When the first run comes after the start; the interval unless given. */
  firstRunAfterMs?: number;
  /**
   * One run. `stopping()` turns true once the instance is stopping: a long run may hand its
   * remaining work back for the next run (of any instance) instead of holding the stop.
   */
  run: (stopping: () => boolean) => Promise<T>;
  /** How long to sleep after a run that gave `result`, when it knows better than the interval. */
  sleepAfter?: (result: T) => number;
  /** Logs what a run did (nothing by default). */
  report?: (result: T, log: FastifyBaseLogger) => void;
  /** The log message of a failed run. */
  failure: string;
}

export interface RunningJob {
  /** Stops the timer and waits for a run in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs `job` until stopped, one run at a time: the next is planned when a run ends, so a slow
 * run never overlaps the next. The timer does not keep the process alive. Every instance runs
 * every job: each job's work is claimed with conditional updates, so it is done once.
 */
export function startPeriodicJob<T>(
  job: PeriodicJob<T>,
  log: FastifyBaseLogger,
  timeRun: TimeJobRun,
): RunningJob {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopping = false;

  const sleep = (ms: number) => {
    if (stopping) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run() {
    timer = null;
    running = timeRun(job.name, () => job.run(() => stopping))
      .then((result) => {
        job.report?.(result, log);
        return job.sleepAfter?.(result) ?? job.intervalMs;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, job.failure);
        return job.intervalMs;
      })
      .then((ms) => {
        running = null;
        sleep(ms);
      });
  }

  sleep(job.firstRunAfterMs ?? job.intervalMs);
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Runs `job` in this instance from the moment it is ready until it closes. */
export function runWhileUp<T>(app: FastifyInstance, job: () => PeriodicJob<T>): void {
  let running: RunningJob | null = null;
  app.addHook('onReady', async () => {
    running = startPeriodicJob(job(), app.log, app.timeJobRun);
  });
  app.addHook('onClose', async () => {
    await running?.stop();
  });
}
