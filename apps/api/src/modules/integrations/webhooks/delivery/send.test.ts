import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRangesOf, checkEndpointAddress, isDeliverableAddress } from './address-guard.ts';
import { sendWebhook } from './send.ts';

/** One attempt against a local server that misbehaves in the ways an endpoint can. */
describe('sendWebhook', () => {
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.url === '/hang') return; // never answers
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`${'x'.repeat(3000)}\u0000`);
  });
  const loopback = allowedRangesOf(['127.0.0.0/8']);
  const send = (path: string, timeoutMs = 5000) =>
    sendWebhook({
      url: `http://127.0.0.1:4443${path}`,
      body: '{}',
      headers: { 'content-type': 'application/json' },
      allowed: loopback,
      allowHttp: true,
      timeoutMs,
    });

  beforeAll(() => new Promise<void>((resolve) => server.listen(4443, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps the first kilobyte of the answer', async () => {
    const result = await send('/big');
    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(result.response).toHaveLength(1024);
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const result = await send('/hang', 300);
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
  });

  it('does not follow a redirect (it is a failure, retried)', async () => {
    const result = await send('/redirect');
    expect(result).toMatchObject({ ok: false, statusCode: 302, error: 'HTTP 302' });
  });

  it('refuses plain http unless the operator allowed ranges', async () => {
    const result = await sendWebhook({
      url: 'http://127.0.0.1:4443/big',
      body: '{}',
      headers: {},
      allowed: loopback,
      allowHttp: false,
    });
    expect(result).toMatchObject({ ok: false, error: 'scheme not allowed' });
  });
});

describe('the address guard', () => {
  const none = allowedRangesOf([]);
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
  ])('refuses %s', (address) => {
    expect(isDeliverableAddress(address, none)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'])(
    'takes the public address %s',
    (address) => {
      expect(isDeliverableAddress(address, none)).toBe(true);
    },
  );

  it('takes an allowed range and nothing beside it', () => {
    const office = allowedRangesOf(['10.20.0.0/16']);
    expect(isDeliverableAddress('10.20.3.4', office)).toBe(true);
    expect(isDeliverableAddress('10.21.3.4', office)).toBe(false);
  });

  it('refuses a host when any of its addresses is refused (one public, one private)', async () => {
    const check = await checkEndpointAddress(
      new URL('https://hooks.example.test/'),
      none,
      async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    );
    expect(check).toEqual({ ok: false, reason: 'refused', address: '10.0.0.5' });
  });
});
