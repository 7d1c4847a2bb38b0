import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { WebhookEndpointCreated, WebhookEventType } from '@teklifal/core';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';
import type { CompanyUser } from '../../../test/procurement.ts';
import { deliverDue, type WebhookSenderDeps } from './delivery/sender.ts';
import { webhookSenderDepsOf, webhookSenderOf } from './index.ts';
import { SIGNATURE_HEADER, verifySignature } from './delivery/signature.ts';

/** One request the receiver got, with whether its signature held under the secret it knows. */
export interface Received {
  type: string;
  eventId: string;
  attempt: number;
  /** The signature's time (the sender's clock at the attempt), in ms. */
  signedAt: number;
  body: string;
  data: Record<string, unknown>;
  signatureValid: boolean;
}

/** What one endpoint of the receiver got; each has its own address, secret and answers. */
export interface Mailbox {
  url: string;
  received: Received[];
  state: { secret: string; answer: (request: Received) => number };
  ofType: (type: string) => Received[];
}

/**
 * A local HTTP server as a company's ERP would run it, on one port with any number of endpoints
 * (`box(name)`: /hooks/<name>; the receiver itself is /hooks/default). Each checks the signature
 * of what it gets with its secret (set once the endpoint is registered) and answers what
 * `state.answer` says (200 by default; a test makes it fail on purpose).
 */
export async function startReceiver(port: number) {
  const boxes = new Map<string, Mailbox>();
  const box = (name: string): Mailbox => {
    const found = boxes.get(name);
    if (found) return found;
    const received: Received[] = [];
    const made: Mailbox = {
      url: `http://127.0.0.1:${port}/hooks/${name}`,
      received,
      state: { secret: '', answer: () => 200 },
      ofType: (type) => received.filter((entry) => entry.type === type),
    };
    boxes.set(name, made);
    return made;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = box(String(request.url).split('/')[2] ?? 'default');
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers[SIGNATURE_HEADER.toLowerCase()] ?? '');
      const t = Number(/t=(\d+)/.exec(header)?.[1] ?? 0);
      const parsed = JSON.parse(body) as {
        id: string;
        type: string;
        data: Record<string, unknown>;
      };
      const entry: Received = {
        type: parsed.type,
        eventId: parsed.id,
        attempt: Number(request.headers['teklifal-attempt']),
        signedAt: t * 1000,
        body,
        data: parsed.data,
        // The receiver's "now" is the signature's own time: the tests' clock is fixed.
        signatureValid: verifySignature(target.state.secret, header, body, t),
      };
      target.received.push(entry);
      const status = target.state.answer(entry);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : `failing on purpose (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ...box('default'),
    box,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Registers an endpoint through the API as the company's owner; the receiver learns the secret. */
export async function registerEndpoint(
  app: FastifyInstance,
  who: CompanyUser,
  receiver: Mailbox,
  events: WebhookEventType[],
  extra: { includeOrderDocument?: boolean } = {},
) {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/integrations/webhooks',
    cookie: who.cookie,
    payload: {
      url: receiver.url,
      description: 'ERP',
      events,
      enabled: true,
      includeOrderDocument: extra.includeOrderDocument ?? false,
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const created = response.json<WebhookEndpointCreated>();
  receiver.state.secret = created.secret;
  return created.endpoint;
}

/** The sender's dependencies for an app, to run deliverDue at a test's own clock. */
export const senderDeps = (
  app: FastifyInstance,
  overrides: Partial<WebhookSenderDeps> = {},
): WebhookSenderDeps => ({ ...webhookSenderDepsOf(app), ...overrides });

/**
 * The app's own background sender stopped, so a test's deliveries happen only when it says
 * (deliverAt, at its own clock) and nothing races its counts.
 */
export const stopBackgroundSender = (app: FastifyInstance) => webhookSenderOf(app).stop();

/** Delivers what is due at `now` in this app. */
export const deliverAt = (
  app: FastifyInstance,
  now: Date,
  overrides: Partial<WebhookSenderDeps> = {},
) => deliverDue(senderDeps(app, overrides), now);

/** The moment the webhook tests run at (the clock's Date faked to it). */
export const T0 = new Date('2026-12-01T09:00:00.000Z');

/**
 * An app on a database of its own at T0, its background sender stopped (deliveries happen at
 * deliverAt), and a receiver on `port`; `close` ends both and gives the clock back.
 */
export async function startWebhookWorld(
  port: number,
): Promise<{ t: TestApp; receiver: Receiver; close: () => Promise<void> }> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  const t = await createTestApp();
  await stopBackgroundSender(t.app);
  const receiver = await startReceiver(port);
  return {
    t,
    receiver,
    close: async () => {
      await t.close();
      await receiver.close();
      vi.useRealTimers();
    },
  };
}
