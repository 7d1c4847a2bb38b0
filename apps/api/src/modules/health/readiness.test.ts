import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopOnSignals } from '../../ops/graceful-shutdown.ts';
import { createReadiness } from '../../ops/readiness.ts';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';

const ready = (t: TestApp) => inject(t.app, { method: 'GET', url: '/api/health/ready' });

describe('the readiness state', () => {
  it('is not ready before the start and stays stopped once stopping', () => {
    const readiness = createReadiness();
    expect(readiness).toMatchObject({ started: false, stopping: false });
    readiness.markStarted();
    expect(readiness).toMatchObject({ started: true, stopping: false });
    readiness.markStopping();
    readiness.markStarted();
    expect(readiness).toMatchObject({ started: true, stopping: true });
  });
});

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 once built, with every check, never cached', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { started: true, notStopping: true, database: true, listen: true },
    });
  });

  it('answers 503 while the database does not answer, and the liveness probe stays apart', async () => {
    const original = t.app.db.execute.bind(t.app.db);
    t.app.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not-ready',
        checks: { started: true, notStopping: true, database: false },
      });
    } finally {
      t.app.db.execute = original;
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('answers 503 from the moment a stop begins, while requests are still served', async () => {
    const other = await createTestApp();
    const signals = new EventEmitter();
    const exits: number[] = [];
    const stopper = stopOnSignals({
      signalSource: signals,
      exit: (code) => exits.push(code),
      log: () => {},
    });
    stopper.attach(other.app);
    expect((await ready(other)).statusCode).toBe(200);
    // What a draining stop sees before the app closes: the probe says no, the API still answers.
    other.app.readiness.markStopping();
    const draining = await ready(other);
    expect(draining.statusCode).toBe(503);
    expect(draining.json().checks).toMatchObject({ notStopping: false, started: true });
    expect((await inject(other.app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    signals.emit('SIGTERM');
    expect(await stopper.stopped).toBe(0);
    expect(exits).toEqual([0]);
    expect(other.app.readiness.stopping).toBe(true);
  });

  it('is marked stopping by the signal itself', async () => {
    const other = await createTestApp();
    const signals = new EventEmitter();
    const stopper = stopOnSignals({ signalSource: signals, exit: () => {}, log: () => {} });
    stopper.attach(other.app);
    expect(other.app.readiness).toMatchObject({ started: true, stopping: false });
    signals.emit('SIGTERM');
    // Marked at once, before the close has run its course.
    expect(other.app.readiness.stopping).toBe(true);
    await stopper.stopped;
  });
});

/** A LISTEN connection of its own exists only on a PostgreSQL server (TEST_DATABASE_URL). */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onServer)('readiness and the LISTEN connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 while a LISTEN connection is lost, 200 once it is back', async () => {
    expect((await ready(t)).statusCode).toBe(200);
    await t.app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    await expect.poll(async () => (await ready(t)).statusCode, { timeout: 2_000 }).toBe(503);
    expect((await ready(t)).json().checks).toMatchObject({ listen: false, database: true });
    // The connection retries after 2 s.
    await expect
      .poll(async () => (await ready(t)).statusCode, { timeout: 8_000, interval: 200 })
      .toBe(200);
  });
});
