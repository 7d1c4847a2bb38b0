import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';
import errorsPlugin from './errors.ts';

/** A failure as drizzle reports it: its own error, the driver's underneath. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select …'), { cause });

describe('a database failure becomes the problem it is', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/restarting', async () => {
      throw wrapped({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      });
    });
    app.get('/refused', async () => {
      throw wrapped(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );
    });
    app.get('/nul', async () => {
      throw wrapped({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    });
    app.get('/far-date', async () => {
      throw wrapped({ code: '22009', message: 'time zone displacement out of range' });
    });
    app.get('/invalid-date', async () => {
      throw new RangeError('Invalid time value');
    });
    app.get('/still-referenced', async () => {
      throw wrapped({ code: '23503', message: 'update or delete violates foreign key constraint' });
    });
    app.get('/bug', async () => {
      throw new Error('a plain bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('an unreachable or restarting database is a 503 with a code and a time to retry', async () => {
    for (const url of ['/restarting', '/refused']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        title: 'Hizmet şu anda geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
      });
    }
  });

  it('a value the database cannot keep is the request’s fault (400), a bug stays a 500', async () => {
    expect((await app.inject({ method: 'GET', url: '/nul' })).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
  });

  it('any data exception or a date that is no date is a 400, a row still referenced a 409', async () => {
    for (const url of ['/far-date', '/invalid-date']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.json(), url).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
    const referenced = await app.inject({ method: 'GET', url: '/still-referenced' });
    expect(referenced.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});

describe('through the whole API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a body over the limit is a 413 problem, not a validation error', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'x'.repeat(2_000_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a path id longer than the router takes is a 414 problem, not Fastify’s plain answer', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/orders/${'a'.repeat(101)}/confirm`,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      code: 'URI_TOO_LONG',
      title: 'The address you asked for is too long. Check the link.',
    });
  });

  it('a path with broken percent-encoding is a 400 problem', async () => {
    const response = await inject(t.app, { method: 'POST', url: '/api/orders/%E0%A4%A/confirm' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('a NUL in a path id is refused, not a 500', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/files/%00' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

/** The server restarting or an administrator ending connections (PostgreSQL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL ends the pool’s connections', () => {
  let t: TestApp & { databaseUrl?: string };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Ends every connection to the test's database but the one asking. */
  async function endConnections() {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // The test's own database, whatever it is called.
    const result = (await t.app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [result.rows[0]?.name],
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Every connection the pool may lend (10) answers again; sectors alone come from memory. */
  async function expectDatabaseAnswers() {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.app.db.execute(sql`select 1 as one`)),
    );
    expect(answers).toHaveLength(12);
  }

  it('the API lives on and answers from new connections', async () => {
    // Fill the pool with idle connections, then end every one of them from the server side.
    await Promise.all(
      Array.from({ length: 5 }, () => inject(t.app, { method: 'GET', url: '/api/sectors' })),
    );
    await endConnections();
    const response = await inject(t.app, { method: 'GET', url: '/api/sectors' });
    expect(response.statusCode).toBe(200);
    await expectDatabaseAnswers();
  });

  it('a transaction whose connection is ended between two statements fails alone', async () => {
    // A checked-out connection has no pool listener: its error event, unheard, would end Node.
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const transaction = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await paused;
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => 'committed',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await endConnections();
    resume();
    expect(await outcome).toBe('failed');
    await expectDatabaseAnswers();
  });
});
