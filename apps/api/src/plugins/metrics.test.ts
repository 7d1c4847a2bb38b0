import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRate, notificationMail } from '../db/schema/index.ts';
import { streamOpener } from '../test/event-stream.ts';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';
import { signedInCompany } from '../test/procurement.ts';

const TOKEN = 'test-metrics-token-0123456789';

/** Scrapes with `token` ('' for no Authorization header). */
const scrape = (t: TestApp, token = TOKEN) =>
  inject(t.app, {
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The value of one sample of the scrape, as the exposition format writes it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('asks for the bearer token and answers Prometheus text with it', async () => {
    for (const token of ['', 'wrong-token-wrong-token-wrong']) {
      const refused = await scrape(t, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
      expect(refused.body).not.toContain('http_request');
    }
    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    // Node's own figures: the event loop's lag among them.
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.body).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('counts requests by route template and status, not by raw path', async () => {
    await inject(t.app, { method: 'GET', url: '/api/health' });
    await inject(t.app, { method: 'GET', url: '/api/health?x=1' });
    await inject(t.app, { method: 'GET', url: '/api/ads/no-such-ad-123' });
    await inject(t.app, { method: 'GET', url: '/api/ads/another-one-456' });
    await inject(t.app, { method: 'GET', url: '/api/yok/boyle/bir/sey' });
    await inject(t.app, { method: 'POST', url: '/api/yok/boyle', payload: {} });
    await inject(t.app, { method: 'POST', url: '/bambaska', payload: {} });
    const { body } = await scrape(t);
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(2);
    const adCount =
      'http_request_duration_seconds_count{method="GET",route="/api/ads/:adId",status_code="401"}';
    expect(sample(body, adCount), 'both ads under one template').toBe(2);
    // No route at all (a POST nothing takes): one label for all of them.
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="POST",route="unmatched",status_code="404"}',
      ),
    ).toBe(2);
    expect(body).not.toContain('no-such-ad-123');
    expect(body).not.toContain('/api/yok/boyle');
    // The scrapes themselves are left out, and nothing is left in flight.
    expect(body).not.toContain('route="/metrics"');
    expect(sample(body, 'http_requests_in_flight')).toBe(0);
  });

  it('sees the database pool and the background jobs', async () => {
    await t.app.timeJobRun('ad-closing', async () => []);
    await expect(
      t.app.timeJobRun('auction-clock', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    await t.app.timeJobRun(
      'exchange-rates',
      async () => null,
      (bulletin) => bulletin === null,
    );
    const { body } = await scrape(t);
    expect(sample(body, 'teklifal_job_runs_total{job="ad-closing",outcome="ok"}')).toBe(1);
    expect(sample(body, 'teklifal_job_runs_total{job="auction-clock",outcome="failed"}')).toBe(1);
    expect(sample(body, 'teklifal_job_runs_total{job="exchange-rates",outcome="failed"}')).toBe(1);
    expect(sample(body, 'teklifal_job_runs_total{job="notification-mails",outcome="ok"}')).toBe(0);
    expect(sample(body, 'teklifal_job_run_duration_seconds_count{job="ad-closing"}')).toBe(1);
    expect(
      sample(body, 'teklifal_job_last_run_timestamp_seconds{job="ad-closing"}'),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(sample(body, 'teklifal_db_pool_max')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'teklifal_db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'teklifal_db_pool_waiting')).toBe(0);
    expect(sample(body, 'teklifal_job_lag_seconds{job="ad-closing"}')).toBe(0);
  });

  it('reads the mail queue and how late it is from the database', async () => {
    const owner = await signedInCompany(t.app, { buyer: true });
    const before = sample((await scrape(t)).body, 'teklifal_mail_queued') ?? 0;
    await t.app.db.insert(notificationMail).values({
      userId: owner.userId,
      kind: 'newBid',
      type: 'bidReceived',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const { body } = await scrape(t);
    expect(sample(body, 'teklifal_mail_queued')).toBe(before + 1);
    const lag = sample(body, 'teklifal_job_lag_seconds{job="notification-mails"}') ?? 0;
    expect(lag).toBeGreaterThanOrEqual(600);
    expect(lag).toBeLessThan(700);
    // Sign-up's verification mail, stored in the outbox (no SMTP in tests).
    expect(sample(body, 'teklifal_mail_outbox_recent{status="stored"}')).toBeGreaterThan(0);
    expect(sample(body, 'teklifal_mail_outbox_recent{status="failed"}')).toBe(0);
  });

  it('tells the age of the newest Central Bank bulletin, and nothing while none is stored', async () => {
    expect((await scrape(t)).body).not.toMatch(/^teklifal_exchange_rate_age_seconds/m);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await t.app.db.insert(exchangeRate).values({
      day: twoDaysAgo,
      currency: 'USD',
      source: 'tcmb',
      rate: '34.5',
      publishedDay: twoDaysAgo,
    });
    const age =
      sample((await scrape(t)).body, 'teklifal_exchange_rate_age_seconds{source="tcmb"}') ?? 0;
    expect(age).toBeGreaterThan(2 * 86_400 - 60);
    expect(age).toBeLessThan(3 * 86_400);
  });

  it('still answers, with the last database values, when the database does not', async () => {
    const execute = t.app.db.execute;
    t.app.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    try {
      const response = await scrape(t);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(sample(response.body, 'teklifal_job_lag_seconds{job="ad-closing"}')).toBe(0);
    } finally {
      t.app.db.execute = execute;
    }
  });

  it('counts an open live stream as a stream, not as a request in flight', async () => {
    const owner = await signedInCompany(t.app, { buyer: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = streamOpener(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    const stream = await open(owner.cookie);
    try {
      const { body } = await scrape(t);
      expect(sample(body, 'teklifal_live_streams_open')).toBe(1);
      expect(sample(body, 'http_requests_in_flight')).toBe(0);
      expect(body).not.toContain('route="/api/events"');
    } finally {
      await stream.close();
    }
    await expect
      .poll(async () => sample((await scrape(t)).body, 'teklifal_live_streams_open'))
      .toBe(0);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('there is no /metrics, whatever the header says', async () => {
    const response = await scrape(t);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request');
  });
});

describe('two apps in one process', () => {
  it('keep their figures apart (a registry each)', async () => {
    const first = await createTestApp({ metricsToken: TOKEN });
    const second = await createTestApp({ metricsToken: TOKEN });
    try {
      await inject(first.app, { method: 'GET', url: '/api/health' });
      const series =
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
      expect(sample((await scrape(first)).body, series)).toBe(1);
      expect(sample((await scrape(second)).body, series)).toBeUndefined();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
