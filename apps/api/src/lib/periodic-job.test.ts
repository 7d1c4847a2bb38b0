import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { untimedJobRun } from './job-runs.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

const logOf = () => {
  const errors: string[] = [];
  const log = { error: (_data: unknown, message: string) => errors.push(message) };
  return { log: log as unknown as FastifyBaseLogger, errors };
};

/** A run that ends when the test says so. */
function controlledRuns() {
  const ends: (() => void)[] = [];
  let started = 0;
  const run = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        started++;
        ends.push(() => resolve(started));
      }),
  );
  return { run, endRun: () => ends.shift()?.(), startedRuns: () => started };
}

const job = (overrides: Partial<PeriodicJob<number>>): PeriodicJob<number> => ({
  name: 'ad-closing',
  intervalMs: 1_000,
  run: async () => 0,
  failure: 'the job failed',
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic job', () => {
  it('runs one run at a time: the next comes an interval after the last one ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { run, endRun, startedRuns } = controlledRuns();
    const running = startPeriodicJob(job({ run }), logOf().log, untimedJobRun);
    await vi.advanceTimersByTimeAsync(999);
    expect(startedRuns()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedRuns()).toBe(1);
    // A slow run: no second one starts beside it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(startedRuns()).toBe(1);
    endRun();
    await vi.advanceTimersByTimeAsync(999);
    expect(startedRuns()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedRuns()).toBe(2);
    endRun();
    await running.stop();
  });

  it('logs a failed run and tries again after the interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { log, errors } = logOf();
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(0);
    const running = startPeriodicJob(job({ run, firstRunAfterMs: 0 }), log, untimedJobRun);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['the job failed']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await running.stop();
  });

  it('sleeps as long as the run says, and reports what it did', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reported: number[] = [];
    const run = vi.fn().mockResolvedValue(7);
    const running = startPeriodicJob(
      job({ run, firstRunAfterMs: 0, sleepAfter: () => 50, report: (n) => reported.push(n) }),
      logOf().log,
      untimedJobRun,
    );
    await vi.advanceTimersByTimeAsync(120);
    expect(run).toHaveBeenCalledTimes(3);
    expect(reported).toEqual([7, 7, 7]);
    await running.stop();
  });

  it('stops: a run in progress is told and waited for, and no run comes after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let toldToStop = false;
    let finish: () => void = () => {};
    const run = vi.fn(
      (stopping: () => boolean) =>
        new Promise<number>((resolve) => {
          finish = () => {
            toldToStop = stopping();
            resolve(0);
          };
        }),
    );
    const running = startPeriodicJob(job({ run, firstRunAfterMs: 0 }), logOf().log, untimedJobRun);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(toldToStop).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
