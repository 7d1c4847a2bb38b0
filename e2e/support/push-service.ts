import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@teklifal/core';
import {
  decryptPush,
  newTestSubscription,
  verifyVapid,
  type ReceivedPush,
  type TestSubscription,
} from '../../apps/api/src/modules/push/test/push-service.ts';

/**
 * The browser tests' push service, on https://127.0.0.1 with the certificate beside this file
 * (the e2e server trusts it through NODE_EXTRA_CA_CERTS and accepts 127.0.0.1 as a push service
 * through PUSH_SERVICE_HOSTS: see playwright.config.ts). Chromium's own push service is
 * Google's, out of reach here, so the page's PushManager hands out this service's
 * subscriptions (push-browser.ts), and what the server posts to them is checked and decrypted
 * here with the server tests' RFC 8291/8292 code.
 */
export interface LocalPushService {
  origin: string;
  /** A new subscription: its endpoint here, and a P-256 key pair and auth secret of its own. */
  subscribe(): TestSubscription;
  /** Pushes that could not be checked or decrypted: a test expects none. */
  rejected: string[];
  /** The first push to `endpoint` received after `after` pushes to it; fails after `ms`. */
  nextPush(endpoint: string, after?: number, ms?: number): Promise<ReceivedPush>;
  /** How many pushes `endpoint` received so far. */
  countFor(endpoint: string): number;
  close(): Promise<void>;
}

const here = (file: string) => new URL(file, import.meta.url);

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, TestSubscription>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server = createServer(
    {
      key: readFileSync(here('push-service-key.pem')),
      cert: readFileSync(here('push-service-cert.pem')),
    },
    (request, response) => {
      void (async () => {
        const body = await readBody(request);
        const endpoint = `${origin}${request.url ?? ''}`;
        const subscription = subscriptions.get(endpoint);
        if (!subscription || request.method !== 'POST') {
          response.writeHead(404).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error(`content-encoding ${request.headers['content-encoding'] ?? '(none)'}`);
          }
          const vapid = verifyVapid(request.headers.authorization, endpoint);
          const text = decryptPush(body, subscription).toString('utf8');
          received.push({
            endpoint,
            payload: JSON.parse(text) as PushPayload,
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
            vapid,
            receivedAt: Date.now(),
          });
          response.writeHead(201).end();
        } catch (error) {
          rejected.push((error as Error).message);
          response.writeHead(400).end();
        }
      })();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pushesTo = (endpoint: string) => received.filter((push) => push.endpoint === endpoint);

  return {
    origin,
    rejected,
    subscribe() {
      const subscription = newTestSubscription(origin);
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    countFor: (endpoint) => pushesTo(endpoint).length,
    async nextPush(endpoint, after = 0, ms = 15_000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const push = pushesTo(endpoint)[after];
        if (push) return push;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no push to ${endpoint} within ${ms} ms (rejected: ${rejected.join('; ')})`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
