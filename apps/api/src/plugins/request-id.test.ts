import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/database.ts';
import { registration, testConfig } from '../test/helper.ts';

/** The app's log lines as objects, as pino writes them. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { lines, raw, stream };
}

async function appLoggingTo(stream: Writable, trustProxy: boolean): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig({ trustProxy }),
    database: await openTestDatabase(),
    logger: { level: 'info', stream },
  });
}

describe('request ids', () => {
  const log = logCapture();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appLoggingTo(log.stream, false);
  });
  afterAll(() => app.close());

  it('a 5xx problem names the id every log line of its request carries', async () => {
    const select = app.db.select;
    app.db.select = (() => {
      throw new Error('a plain bug');
    }) as never;
    let response;
    try {
      response = await app.inject({ method: 'GET', url: '/api/sectors' });
    } finally {
      app.db.select = select;
    }
    expect(response.statusCode).toBe(500);
    const { requestId, code } = response.json();
    expect(code).toBe('INTERNAL');
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers['x-request-id']).toBe(requestId);
    const lines = log.lines.filter((line) => line.requestId === requestId);
    // The incoming request, the error with its stack, and the answer.
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'unhandled error',
      'request completed',
    ]);
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'a plain bug' } });
  });

  it("the app's own lines during a request's work name it too (the mail a sign-up stores)", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: app.config.publicUrl },
      remoteAddress: '10.9.8.7',
      payload: registration(),
    });
    expect(response.statusCode).toBe(200);
    await app.authMails.settled();
    const id = response.headers['x-request-id'];
    const stored = log.lines.filter(
      (line) => line.msg === 'mail stored in the outbox (no SMTP_URL)',
    );
    expect(stored.map((line) => line.requestId)).toEqual([id]);
    // A line names its request once, also from a request's own logger.
    const raw = log.raw.find((line) => line.includes('"msg":"incoming request"'));
    expect(raw?.match(/"requestId"/g)).toHaveLength(1);
  });

  it('every problem and every answer names its id; a client cannot choose it', async () => {
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/yok-boyle-bir-sey',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(notFound.statusCode).toBe(404);
    const id = notFound.json().requestId;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(notFound.headers['x-request-id']).toBe(id);
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(ok.headers['x-request-id']).not.toBe(id);
  });

  it('a router refusal (a broken path) names its id too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ads/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

describe('request ids behind a trusted proxy (TRUST_PROXY)', () => {
  const log = logCapture();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appLoggingTo(log.stream, true);
  });
  afterAll(() => app.close());

  it("takes the proxy's id when it looks like one, so both logs match", async () => {
    const nginxId = '0f3c2a9be1d84c7a9a5e6b7c8d9e0f1a';
    // Not a health probe: those leave their request lines out of the info log.
    const response = await app.inject({
      method: 'GET',
      url: '/api/sectors',
      headers: { 'x-request-id': nginxId },
    });
    expect(response.headers['x-request-id']).toBe(nginxId);
    expect(log.lines.some((line) => line.requestId === nginxId)).toBe(true);
  });

  it('makes its own for a header that is not an id (spaces, too long, a log injection)', async () => {
    for (const bad of ['a b c d e f g h', 'x'.repeat(65), 'abc\\ndef"ghi', 'short']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(response.headers['x-request-id'], bad).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
