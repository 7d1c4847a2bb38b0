import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { PushPayload } from '@teklifal/core';

/**
 * A push service for the tests, on 127.0.0.1: it hands out subscriptions as a browser's push
 * manager would (an endpoint of its own, a P-256 key pair and an auth secret), and decrypts
 * what the server posts to them with the subscription's private key (RFC 8291, aes128gcm
 * records of RFC 8188), after checking the VAPID signature (RFC 8292). Written from the RFCs
 * with node:crypto alone, so it checks web-push's output rather than repeating its code.
 */

/** A browser's subscription: what it registers, and the private half only it knows. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID claims, after the signature was checked. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** When it arrived: milliseconds since the epoch, to a fraction (comparable across processes). */
  receivedAt: number;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** RFC 8291 §3.3–3.4: the content encryption key and nonce of a push message. */
function contentKeys(subscription: TestSubscription, salt: Buffer, serverKey: Buffer) {
  const clientKey = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([utf8('WebPush: info\0'), clientKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, utf8('Content-Encoding: nonce\0'), 12));
  return { cek, nonce };
}

/** RFC 8188: header (salt, record size, key id = the server's public key), then the records. */
export function decryptPush(body: Buffer, subscription: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || serverKey[0] !== 0x04) throw new Error('key id is not a P-256 point');
  const { cek, nonce } = contentKeys(subscription, salt, serverKey);
  const parts: Buffer[] = [];
  let offset = 21 + idLength;
  for (let seq = 0; offset < body.length; seq++) {
    const record = body.subarray(offset, offset + recordSize);
    offset += recordSize;
    const recordNonce = Buffer.from(nonce);
    // The record's sequence number, XORed into the nonce's low bytes.
    recordNonce.writeUInt32BE((recordNonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Padding: the delimiter (2 in the last record, 1 before it), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset >= body.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key. */
export function verifyVapid(header: string | undefined, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header ?? '(none)'}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const parsed = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (parsed.alg !== 'ES256') throw new Error(`JWT algorithm ${parsed.alg ?? '(none)'}`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k is not a P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    utf8(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  const now = Date.now() / 1000;
  // RFC 8292 §2: at most 24 hours ahead.
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { ...claims, publicKey };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export interface PushService {
  origin: string;
  /** A new browser subscription on this service. */
  subscribe(): TestSubscription;
  /** Every push received and decrypted so far, oldest first. */
  received: ReceivedPush[];
  /** Pushes refused as malformed (bad signature, undecryptable): a test expects none. */
  rejected: string[];
  /** Answers pushes to this endpoint with `status` from now on (410: it expired). */
  answer(endpoint: string, status: number): void;
  /** Holds the answer to each push until `release` is called (a slow push service). */
  hold(): { release: () => void };
  /** Resolves once `count` pushes match, oldest first; rejects after `ms`. */
  waitFor(
    count: number,
    match?: (push: ReceivedPush) => boolean,
    ms?: number,
  ): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** A subscription at a test push service: an endpoint there, a P-256 key pair and auth secret of its own. */
export function newTestSubscription(origin: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${origin}/push/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
    ecdh,
    authSecret,
  };
}

export async function startPushService(
  listeners: { onPush?: (push: ReceivedPush) => void; onReject?: (reason: string) => void } = {},
): Promise<PushService> {
  const subscriptions = new Map<string, TestSubscription>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();
  let held: Promise<void> | null = null;

  const server = createServer((request, response) => {
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
        const payload = JSON.parse(decryptPush(body, subscription).toString('utf8')) as PushPayload;
        received.push({
          endpoint,
          payload,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapid,
          receivedAt: performance.timeOrigin + performance.now(),
        });
        listeners.onPush?.(received.at(-1) as ReceivedPush);
        for (const wake of waiters) wake();
      } catch (error) {
        rejected.push((error as Error).message);
        listeners.onReject?.((error as Error).message);
        response.writeHead(400).end();
        return;
      }
      if (held) await held;
      response.writeHead(statuses.get(endpoint) ?? 201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const subscription = newTestSubscription(origin);
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status);
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return { release };
    },
    waitFor(count, match = () => true, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} pushes, got ${received.filter(match).length}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
