import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEPT_BYTES } from '@teklifal/core';
import type { BlockList } from 'node:net';
import { checkEndpointAddress, systemResolver, type Resolver } from './address-guard.ts';

/** How long an endpoint has to answer (connection and whole answer). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SendResult {
  /** A 2xx answer. */
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The answer's first bytes (WEBHOOK_RESPONSE_KEPT_BYTES), as text. */
  response: string | null;
  /** Why there was no 2xx: refused address, DNS, timeout, connection error, or the status. */
  error: string | null;
}

export interface SendOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowed: BlockList;
  /** http: too (only where the operator allowed ranges). */
  allowHttp: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
  /** The clock latency is measured with (a monotonic one by default). */
  elapsed?: () => number;
}

const monotonicMs = () => performance.now();

/**
 * POSTs one delivery. The host is resolved and checked now (address-guard.ts) and the socket
 * connects to that checked address (the lookup below answers only it), while TLS still checks
 * the certificate against the host name. Redirects are not followed; the answer is read up to
 * its first kilobyte and then dropped.
 */
export async function sendWebhook(options: SendOptions): Promise<SendResult> {
  const elapsed = options.elapsed ?? monotonicMs;
  const started = elapsed();
  const took = () => Math.max(0, Math.round(elapsed() - started));
  const failed = (error: string, statusCode: number | null = null): SendResult => ({
    ok: false,
    statusCode,
    latencyMs: took(),
    response: null,
    error,
  });
  const url = new URL(options.url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp)) {
    return failed('scheme not allowed');
  }
  const check = await checkEndpointAddress(url, options.allowed, options.resolve ?? systemResolver);
  if (!check.ok) {
    return failed(
      check.reason === 'refused' ? `address refused (${check.address ?? ''})` : 'DNS lookup failed',
    );
  }
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: check.address, family: check.family }]);
    else callback(null, check.address, check.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        lookup: pinned,
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const statusCode = answer.statusCode ?? null;
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES);
          resolve({
            ok,
            statusCode,
            latencyMs: took(),
            // PostgreSQL's text takes no NUL; the log shows the rest.
            response: text.length > 0 ? text.toString('utf8').replaceAll('\u0000', '') : null,
            error: ok ? null : `HTTP ${statusCode ?? '?'}`,
          });
          answer.destroy();
        };
        answer.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) finish();
        });
        answer.on('end', finish);
        answer.on('error', () => finish());
      },
    );
    // The socket's timeout is per silence; this bounds the whole attempt (a slow drip too).
    const deadline = setTimeout(
      () => request.destroy(new Error('timeout')),
      options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(failed(error.message || 'connection failed')));
    request.end(options.body);
  });
}
