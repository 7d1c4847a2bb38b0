import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bid } from '../../db/schema/index.ts';
import { createTestApp, inject, nextIp, type TestApp } from '../../test/helper.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../../test/procurement.ts';
import { settleDueAuctions } from '../procurement/auctions/commands/settle-auction.ts';
import { startPushService, type PushService, type ReceivedPush } from './test/push-service.ts';
import { deviceOf, speaks } from './test/push-world.ts';

/**
 * A live auction's pushes (#28): its start, a lost lead within seconds of the bid that took it,
 * and its end, urgent and short-lived. The clock is fixed (only Date; timers run).
 */
const MINUTE = 60_000;
const T0 = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE);
const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(T0.getTime() + ms));
};

let t: TestApp;
let app: FastifyInstance;
let service: PushService;
let buyer: CompanyUser;
let sellers: CompanyUser[];
let phones: Awaited<ReturnType<typeof deviceOf>>[];
let auctionId: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  service = await startPushService();
  buyer = await signedInCompany(app, { buyer: true });
  sellers = [
    await signedInCompany(app, { seller: true, name: 'Birinci Beton A.Ş.' }),
    await signedInCompany(app, { seller: true, name: 'İkinci Beton Ltd.' }),
  ];
  await speaks(app, sellers[1]?.userId ?? '', 'en');
  phones = [];
  for (const seller of sellers) phones.push(await deviceOf(app, service, seller));
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await service.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const seller = (index: number) => sellers[index] as CompanyUser;
const phone = (index: number) => phones[index] as { endpoint: string };
const since = (from: number, device: { endpoint: string }) => (push: ReceivedPush) =>
  service.received.indexOf(push) >= from && push.endpoint === device.endpoint;

describe('a live auction', () => {
  let itemId: string;

  it('its start reaches every participant at once', async () => {
    const ad = await insertAd(app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(app.db),
      status: 'closed',
      bidDeadline: new Date(T0.getTime() - 60 * MINUTE),
      title: 'Hazır beton',
      items: [{ name: 'Hazır beton C30', quantity: '100', unit: 'm3' }],
    });
    itemId = ad.itemIds[0] ?? '';
    for (const [index, price] of ['2000', '2100'].entries()) {
      const row = await insertBid(app.db, {
        adId: ad.id,
        sellerCompanyId: seller(index).companyId,
        unitPrices: [price],
      });
      const submittedAt = new Date(T0.getTime() - (120 - index) * MINUTE);
      await app.db.update(bid).set({ submittedAt }).where(eq(bid.id, row.id));
    }
    at(0);
    const from = service.received.length;
    const started = await inject(app, {
      method: 'POST',
      url: `/api/ads/${ad.id}/auction`,
      cookie: buyer.cookie,
      payload: {
        startsAt: T0.toISOString(),
        durationMinutes: 30,
        basis: 'total',
        decrementKind: 'amount',
        decrementValue: '1',
        extensionMinutes: 2,
        showBestPrice: false,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    auctionId = started.json<{ id: string }>().id;
    const [first] = await service.waitFor(1, since(from, phone(0)));
    const [second] = await service.waitFor(1, since(from, phone(1)));
    expect(first?.payload).toMatchObject({
      type: 'auctionStarted',
      body: '"Hazır beton" ilanının canlı eksiltmesi başladı',
      route: `/auctions/${auctionId}`,
    });
    expect(second?.payload.body).toBe('The live reverse auction on "Hazır beton" has started');
    expect(first).toMatchObject({ urgency: 'high', ttl: 30 * 60 });
  });

  it('a lost lead is pushed within two seconds of the bid, urgent and short-lived', async () => {
    at(MINUTE);
    const from = service.received.length;
    const startedAt = performance.now();
    const outbid = await inject(app, {
      method: 'POST',
      url: `/api/auctions/${auctionId}/bids`,
      cookie: seller(1).cookie,
      remoteAddress: nextIp(),
      payload: { prices: [{ adItemId: itemId, unitPrice: '1990' }] },
    });
    expect(outbid.statusCode, outbid.body).toBe(201);
    const [push] = await service.waitFor(1, since(from, phone(0)), 2000);
    expect(performance.now() - startedAt).toBeLessThan(2000);
    expect(push?.payload).toEqual({
      id: expect.any(String),
      type: 'auctionOutbid',
      title: 'TeklifAl',
      body: '"Hazır beton" eksiltmesinde sıranız düştü: şimdi 2. sıradasınız',
      route: `/auctions/${auctionId}`,
      tag: `auctionOutbid:/auctions/${auctionId}`,
    });
    expect(push).toMatchObject({
      urgency: 'high',
      ttl: 300,
      topic: expect.stringMatching(/^[\w-]{32}$/),
    });
    // Nothing of the other seller's price, and the one who bid hears nothing.
    expect(JSON.stringify(push?.payload)).not.toMatch(/1\.?990/);
    await app.push.sender.flush();
    expect(service.received.filter(since(from, phone(1)))).toEqual([]);
  });

  it('its end tells each participant its final place', async () => {
    at(31 * MINUTE);
    const from = service.received.length;
    expect(await settleDueAuctions(app.db, new Date())).toContain(auctionId);
    const [first] = await service.waitFor(1, since(from, phone(0)));
    const [second] = await service.waitFor(1, since(from, phone(1)));
    expect(first?.payload).toMatchObject({
      type: 'auctionEnded',
      body: '"Hazır beton" eksiltmesi sona erdi. Son sıranız: 2',
    });
    expect(second?.payload.body).toBe(
      'The auction on "Hazır beton" has ended. Your final place: 1',
    );
    expect(first).toMatchObject({ urgency: 'high', ttl: 6 * 3600 });
    expect(service.rejected).toEqual([]);
  });
});
