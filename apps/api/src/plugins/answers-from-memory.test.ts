import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostsQuery } from '@teklifal/core';
import { buildApp } from '../app.ts';
import { post } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { inject, testConfig } from '../test/helper.ts';

/**
 * Public documents kept in memory are sent by their route's preParsing hook
 * (lib/remembered-answer.ts answerFromMemory), before the request is validated and handled
 * again. Everything every answer carries must still be there: the same headers as the answer
 * that loaded them (security headers, ETag, encoding), an id of its own, its log lines, its count.
 */
const TOKEN = 'test-metrics-token-0123456789';
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** The documents, and whether they are kept on PostgreSQL too (lists are not: TableCache.remember). */
const DOCUMENTS = [
  { url: '/api/blogs?page=1', alwaysKept: false },
  { url: '/api/announcements', alwaysKept: false },
  { url: '/api/settings/seo', alwaysKept: true },
  { url: '/api/pages/kvkk', alwaysKept: true },
  { url: '/api/sectors', alwaysKept: true },
];

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ metricsToken: TOKEN }),
    database: await openTestDatabase(),
    logger: { level: 'info', stream: logStream },
  });
  for (const kind of ['blog', 'announcement'] as const) {
    await app.db.insert(post).values({
      kind,
      title: `Bellekten ${kind}`,
      content: '<p>İçerik</p>',
      status: 'published',
      publishedAt: new Date('2024-03-12T09:00:00Z'),
    });
  }
});
afterAll(() => app.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  inject(app, { method: 'GET', url, headers: { ...AS_A_BROWSER, ...headers } });

/** The headers that must not differ between two answers of one document. */
const steadyHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

describe('a public document asked again', () => {
  it('carries the same headers and body, its own request id, its log lines and its count', async () => {
    const ids: string[] = [];
    for (const { url, alwaysKept } of DOCUMENTS) {
      const first = await get(url);
      const again = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(again.statusCode, url).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
      expect(steadyHeaders(again.headers), url).toEqual(steadyHeaders(first.headers));
      expect(again.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'x-frame-options': 'SAMEORIGIN',
      });
      if (alwaysKept || app.tableCache.remembers) {
        expect(again.headers).toMatchObject({
          'cache-control': 'no-cache',
          etag: expect.any(String),
        });
      }
      for (const answer of [first, again]) {
        const id = answer.headers['x-request-id'];
        expect(id, url).toMatch(/^[0-9a-f]{16}$/);
        ids.push(String(id));
        const logged = lines.filter((line) => line.requestId === id).map((line) => line.msg);
        expect(logged, url).toEqual(['incoming request', 'request completed']);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);

    const scrape = await inject(app, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    for (const route of [
      '/api/blogs',
      '/api/announcements',
      '/api/settings/seo',
      '/api/pages/:slug',
      '/api/sectors',
    ]) {
      const series = `http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"}`;
      const line = scrape.body.split('\n').find((l) => l.startsWith(`${series} `));
      expect(line, route).toBe(`${series} 2`);
    }
    expect(scrape.body).toContain('http_requests_in_flight 0');
  });

  it('is not validated again on the embedded database, while a new or wrong address is', async () => {
    const validated = vi.spyOn(PostsQuery, 'safeParse');
    const url = '/api/blogs?pageSize=5';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(validated).toHaveBeenCalledTimes(1);

    const again = await get(url);
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    const head = await inject(app, { method: 'HEAD', url, headers: AS_A_BROWSER });
    expect(again.json()).toEqual(first.json());
    // Answered as any route on PostgreSQL: in full, without an ETag.
    expect(notModified.statusCode).toBe(app.tableCache.remembers ? 304 : 200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toBe(first.headers.etag);
    // On PostgreSQL nothing is kept (other instances write without telling): each is validated.
    expect(validated).toHaveBeenCalledTimes(app.tableCache.remembers ? 1 : 4);

    const wrong = await get('/api/blogs?pageSize=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await get('/api/pages/no-such-page')).toMatchObject({ statusCode: 400 });
  });
});
