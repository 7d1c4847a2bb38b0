import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { JOB_NAMES, untimedJobRun, type TimeJobRun } from '../lib/job-runs.ts';
import { ProblemError } from '../lib/problem.ts';
import { sendProblem } from './errors.ts';
import { readBacklog } from './metrics-backlog.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Times a background job's run for the metrics (lib/job-runs.ts); untimed without them. */
    timeJobRun: TimeJobRun;
  }
  interface FastifyContextConfig {
    /**
     * A response that stays open (Server-Sent Events): counted as an open stream, not as a
     * request in flight, and its hours-long duration stays out of the request histogram. It
     * takes the raw response over, so the security headers are set on that (security.ts).
     */
    liveStream?: boolean;
  }
}

export const METRICS_PATH = '/metrics';
/** The label of requests no route matched (any path: the label set stays bounded). */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A scrape does not wait longer than this for the database (Prometheus' own timeout is 10 s). */
const BACKLOG_TIMEOUT_MS = 2_000;

function answerWithin<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), expected);
}

/**
 * What an operator sees (docs/operations.md, Metrics): GET /metrics in Prometheus' text
 * format, behind METRICS_TOKEN; without one there is no /metrics and nothing is measured. A
 * registry per app, so several apps in one process (tests, two instances) keep theirs apart.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('timeJobRun', untimedJobRun);
      return;
    }
    const expected = sha256(token);
    const registry = new Registry();
    // Process and Node.js: CPU, memory, handles, GC, and the event loop's lag
    // (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template and status (not /metrics, not live streams)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const inFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered now (not /metrics, not live streams)',
      registers: [registry],
    });
    new Gauge({
      name: 'teklifal_live_streams_open',
      help: 'Live event streams (Server-Sent Events, GET /api/events) open on this instance',
      registers: [registry],
      collect() {
        this.set(app.liveEvents.openStreams());
      },
    });
    const pool = {
      size: 'Database connections open (the embedded database: 1)',
      in_use: 'Database connections lent to a query or transaction now',
      waiting: 'Queries and transactions waiting for a connection (embedded database: its queue)',
      max: 'The most database connections this instance opens',
    } as const;
    for (const [part, help] of Object.entries(pool) as [keyof typeof pool, string][]) {
      new Gauge({
        name: `teklifal_db_pool_${part}`,
        help,
        registers: [registry],
        collect() {
          const stats = app.dbPoolStats();
          this.set(
            { size: stats.size, in_use: stats.inUse, waiting: stats.waiting, max: stats.max }[part],
          );
        },
      });
    }

    const jobRuns = new Counter({
      name: 'teklifal_job_runs_total',
      help: 'Background job runs on this instance, by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'teklifal_job_run_duration_seconds',
      help: 'Time a background job run took',
      labelNames: ['job'] as const,
      buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
      registers: [registry],
    });
    const jobLastRun = new Gauge({
      name: 'teklifal_job_last_run_timestamp_seconds',
      help: 'When a background job last finished a run here (Unix time); a loop that stopped stops moving it',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    for (const job of JOB_NAMES)
      for (const outcome of ['ok', 'failed']) jobRuns.inc({ job, outcome }, 0);
    const timeJobRun: TimeJobRun = async (job, run, failed) => {
      const end = jobDuration.startTimer({ job });
      let outcome: 'ok' | 'failed' = 'failed';
      try {
        const result = await run();
        outcome = failed?.(result) ? 'failed' : 'ok';
        return result;
      } finally {
        end();
        jobRuns.inc({ job, outcome });
        jobLastRun.set({ job }, Date.now() / 1000);
      }
    };
    app.decorate('timeJobRun', timeJobRun);

    const jobLag = new Gauge({
      name: 'teklifal_job_lag_seconds',
      help: 'How long the oldest overdue item has waited for its job (0: none overdue), from the database',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    // Labelled, so that with no bulletin stored the series is absent rather than a false 0.
    const rateAge = new Gauge({
      name: 'teklifal_exchange_rate_age_seconds',
      help: 'Time since the day of the newest Central Bank bulletin stored (weekends: up to 3 days)',
      labelNames: ['source'] as const,
      registers: [registry],
    });
    const mailQueued = new Gauge({
      name: 'teklifal_mail_queued',
      help: 'Notification mails not sent yet (chat digests wait a few minutes by design)',
      registers: [registry],
    });
    const outbox = new Gauge({
      name: 'teklifal_mail_outbox_recent',
      help: 'Mails of the last 24 hours in the outbox by status: stored (no SMTP_URL), sent, failed',
      labelNames: ['status'] as const,
      registers: [registry],
    });
    const readDatabaseGauges = async () => {
      const backlog = await answerWithin(BACKLOG_TIMEOUT_MS, readBacklog(app.db, new Date()));
      for (const [job, seconds] of Object.entries(backlog.lagSeconds)) jobLag.set({ job }, seconds);
      if (backlog.exchangeRateAgeSeconds === null) rateAge.reset();
      else rateAge.set({ source: 'tcmb' }, backlog.exchangeRateAgeSeconds);
      mailQueued.set(backlog.mailQueued);
      for (const [status, count] of Object.entries(backlog.outboxRecent))
        outbox.set({ status }, count);
    };

    // Only what a request holds while it runs is in flight; a stream is counted as one.
    const counted = new WeakSet<FastifyRequest>();
    const measured = (request: FastifyRequest) =>
      request.routeOptions.url !== METRICS_PATH && !request.routeOptions.config.liveStream;
    // Callback hooks: on every request's path, an async one costs a promise and a queue turn.
    app.addHook('onRequest', (request, reply, done) => {
      if (measured(request)) {
        counted.add(request);
        inFlight.inc();
        // 'close' comes however the answer ends: sent, failed, or the client gone.
        reply.raw.once('close', () => inFlight.dec());
      }
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (!counted.has(request)) return done();
      requestDuration.observe(
        {
          method: METHODS.has(request.method) ? request.method : 'OTHER',
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // Scraped every few seconds: its own request lines would crowd the log (warnings still show).
    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!bearerMatches(request, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendProblem(reply, request, new ProblemError('AUTH_REQUIRED'));
      }
      try {
        await readDatabaseGauges();
      } catch (error) {
        // The process's own figures still go out; the database's keep their last values.
        request.log.warn({ err: error }, 'metrics: reading the backlog failed');
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['config', 'db', 'errors'] },
);
