import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { createTestApp, signUpAndSignIn } from '../test/helper.ts';
import { stopOnSignals, type StopOptions } from './graceful-shutdown.ts';

/** The stop in one process: a Fastify app on a real socket, signals from an emitter. */

const agents: http.Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** GET over a kept-alive connection; resolves with the status and body, or the socket error. */
function get(base: string, url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    http
      .get(`${base}${url}`, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', (error) => resolve({ error: error.message }));
      })
      .on('error', (error) => resolve({ error: error.message }));
  });
}

function keepAliveAgent() {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
}

/** An app whose /slow answers after `slowMs`, listening, with the stop attached. */
async function slowApp(slowMs: number, options: Partial<StopOptions> = {}) {
  const app = Fastify();
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const signals = new EventEmitter();
  const exits: number[] = [];
  const stopper = stopOnSignals({
    signalSource: signals,
    exit: (code) => exits.push(code),
    log: () => {},
    ...options,
  });
  stopper.attach(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, signals, exits, stopped: stopper.stopped };
}

const since = (start: number) => Date.now() - start;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server', () => {
  it('lets a request in flight finish and waits for kept-alive connections only as long as the drain', async () => {
    const { base, signals, stopped } = await slowApp(800, { drainMs: 1_000 });
    const idle = keepAliveAgent();
    expect(await get(base, '/fast', idle)).toMatchObject({ status: 200 });
    // The slow request's own connection is kept alive too: after its answer it must not hold
    // the stop for Fastify's 72 s keep-alive timeout.
    const slow = get(base, '/slow', keepAliveAgent());
    await pause(100);
    const start = Date.now();
    signals.emit('SIGTERM');
    expect(await slow).toEqual({ status: 200, body: '{"finished":true}' });
    expect(await stopped).toBe(0);
    expect(since(start)).toBeLessThan(5_000);
  });

  it('drains first: a new connection is refused, an open one is served and told to close', async () => {
    const { base, signals, stopped } = await slowApp(100, { drainMs: 4_000 });
    const kept = keepAliveAgent();
    expect(await get(base, '/fast', kept)).toMatchObject({ status: 200 });
    const start = Date.now();
    signals.emit('SIGTERM');
    await pause(50);
    // A balancer's new connection is refused before its request is sent: it tries elsewhere.
    expect(await get(base, '/fast', keepAliveAgent())).toEqual({
      error: expect.stringContaining('ECONNREFUSED'),
    });
    // The kept-alive connection it may be sending on is served, and closed after the answer.
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve) =>
      http.get(`${base}/fast`, { agent: kept }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
      }),
    );
    expect(answer).toEqual({ status: 200, connection: 'close' });
    // No connection left: the drain ends there, before its 4 s.
    expect(await stopped).toBe(0);
    expect(since(start)).toBeLessThan(3_000);
  });

  it('takes the same signal delivered twice (group and launcher) as one stop', async () => {
    const { base, signals, stopped, exits } = await slowApp(800);
    const slow = get(base, '/slow', keepAliveAgent());
    await pause(100);
    signals.emit('SIGINT');
    signals.emit('SIGINT');
    expect(await slow).toMatchObject({ status: 200 });
    expect(await stopped).toBe(0);
    expect(exits).toEqual([0]);
  });

  it('ends at once on a signal repeated after the grace period', async () => {
    const { base, signals, stopped } = await slowApp(20_000, { repeatGraceMs: 200 });
    const slow = get(base, '/slow', keepAliveAgent());
    await pause(100);
    const start = Date.now();
    signals.emit('SIGTERM');
    await pause(400);
    signals.emit('SIGTERM');
    expect(await stopped).toBe(1);
    expect(since(start)).toBeLessThan(5_000);
    expect(await slow).toHaveProperty('error');
  });

  it('exits at its deadline when a request does not finish', async () => {
    const { base, signals, stopped } = await slowApp(20_000, { deadlineMs: 500 });
    const slow = get(base, '/slow', keepAliveAgent());
    await pause(100);
    const start = Date.now();
    signals.emit('SIGTERM');
    expect(await stopped).toBe(1);
    expect(since(start)).toBeGreaterThanOrEqual(450);
    expect(since(start)).toBeLessThan(5_000);
    expect(await slow).toHaveProperty('error');
  });

  it('exits at once when stopped before the app is ready', async () => {
    const signals = new EventEmitter();
    const stopper = stopOnSignals({ signalSource: signals, exit: () => {}, log: () => {} });
    signals.emit('SIGTERM');
    expect(await stopper.stopped).toBe(0);
  });

  it('ends open live event streams (the real app)', async () => {
    const { app } = await createTestApp();
    const owner = await signUpAndSignIn(app);
    await createCompany(app.db, { adminUserId: owner.userId, isBuyerConfirmed: 'yes' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const stream = await fetch(`${base}/api/events`, { headers: { cookie: owner.cookie } });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const streamEnded = stream.text().then(() => true);
    const idle = keepAliveAgent();
    expect(await get(base, '/api/health', idle)).toMatchObject({ status: 200 });

    const signals = new EventEmitter();
    // The drain (tested above) kept short: this test is about the streams.
    const stopper = stopOnSignals({
      signalSource: signals,
      exit: () => {},
      log: () => {},
      drainMs: 500,
    });
    stopper.attach(app as FastifyInstance);
    const start = Date.now();
    signals.emit('SIGTERM');
    expect(await stopper.stopped).toBe(0);
    expect(await streamEnded).toBe(true);
    expect(since(start)).toBeLessThan(5_000);
  });
});
