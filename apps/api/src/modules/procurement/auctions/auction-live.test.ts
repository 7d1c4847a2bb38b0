import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { liveEvent } from '../../../db/schema/index.ts';
import { createTwoInstances, inject } from '../../../test/helper.ts';
import { anySectorId, insertAd, insertBid, signedInCompany } from '../../../test/procurement.ts';
import { streamOpener, type SseEvent } from '../../../test/event-stream.ts';

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: sellers bid through
 * either, and every screen on the other one hears every bid, once, in the order the server took
 * them (events are numbered at commit, and a bid commits before the next one may take the
 * auction's lock). PGlite cannot run two instances: this runs with TEST_DATABASE_URL, as CI does.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SELLERS = 3;
const ROUNDS = 4;

const baseOf = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const auctionEvents = (events: SseEvent[], auctionId: string) =>
  events.filter((event) => event.event === 'auction' && event.data.auctionId === auctionId);

describe.runIf(onServer)('an auction across two instances', () => {
  it('every bid reaches the screens on the other instance, in the server’s order', async () => {
    const { first, second, close } = await createTwoInstances();
    try {
      const buyer = await signedInCompany(first, { buyer: true });
      const sellers = [];
      for (let i = 0; i < SELLERS; i++)
        sellers.push(await signedInCompany(first, { seller: true }));
      const ad = await insertAd(first.db, {
        companyId: buyer.companyId,
        sectorId: await anySectorId(first.db),
        status: 'closed',
        bidDeadline: new Date(Date.now() - 60_000),
        items: [{ name: 'Çimento', quantity: '100', unit: 'ton' }],
      });
      for (const [index, seller] of sellers.entries()) {
        await insertBid(first.db, {
          adId: ad.id,
          sellerCompanyId: seller.companyId,
          unitPrices: [String(100 + index)],
        });
      }
      const started = await inject(first, {
        method: 'POST',
        url: `/api/ads/${ad.id}/auction`,
        cookie: buyer.cookie,
        payload: {
          startsAt: new Date().toISOString(),
          durationMinutes: 30,
          basis: 'total',
          decrementKind: 'amount',
          decrementValue: '10',
          extensionMinutes: 2,
        },
      });
      expect(started.statusCode).toBe(201);
      const auctionId = started.json().id as string;

      const open = streamOpener(await baseOf(second));
      const buyerStream = await open(buyer.cookie);
      const sellerStreams = await Promise.all(sellers.map((seller) => open(seller.cookie)));

      // Every round, each seller bids at once, through alternating instances.
      let accepted = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const results = await Promise.all(
          sellers.map((seller, index) =>
            inject((round + index) % 2 === 0 ? first : second, {
              method: 'POST',
              url: `/api/auctions/${auctionId}/bids`,
              cookie: seller.cookie,
              payload: {
                prices: [
                  { adItemId: ad.itemIds[0], unitPrice: (99 - round - index / 10).toFixed(2) },
                ],
              },
            }),
          ),
        );
        expect(results.map((r) => r.statusCode)).toEqual(sellers.map(() => 201));
        accepted += results.length;
      }

      const wait = async (stream: typeof buyerStream) => {
        const deadline = Date.now() + 10_000;
        while (auctionEvents(stream.events, auctionId).length < accepted) {
          if (Date.now() > deadline) throw new Error('auction events missing');
          await stream.waitFor(stream.events.length + 1, 10_000).catch(() => undefined);
        }
        return auctionEvents(stream.events, auctionId);
      };
      const heard = await wait(buyerStream);
      expect(heard).toHaveLength(accepted);
      const ids = heard.map((event) => Number(event.id));
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);

      // Numbered at commit, they keep the order the bids took the lock in (their rows' ids).
      const rows = await first.db
        .select()
        .from(liveEvent)
        .where(and(eq(liveEvent.companyId, buyer.companyId), eq(liveEvent.kind, 'auction')))
        .orderBy(asc(liveEvent.position));
      const bidRows = rows.slice(-accepted);
      expect(bidRows.map((row) => row.position)).toEqual(ids);
      expect(bidRows.map((row) => row.id)).toEqual(
        [...bidRows.map((row) => row.id)].sort((a, b) => a - b),
      );

      for (const [index, stream] of sellerStreams.entries()) {
        const theirs = await wait(stream);
        expect(theirs).toHaveLength(accepted);
        for (const event of stream.events) {
          const text = JSON.stringify(event.data);
          for (const [other, seller] of sellers.entries()) {
            if (other !== index) expect(text).not.toContain(seller.companyId);
          }
        }
      }

      // The buyer's room, read on the other instance, shows every bid and the right winner.
      const room = await inject(second, {
        method: 'GET',
        url: `/api/auctions/${auctionId}`,
        cookie: buyer.cookie,
      });
      expect(room.json().auction.bidCount).toBe(accepted);
      const lowest = 99 - (ROUNDS - 1) - (SELLERS - 1) / 10;
      expect(room.json().participants[0]).toMatchObject({
        company: { id: sellers[SELLERS - 1]?.companyId },
        rank: 1,
        total: (lowest * 100).toFixed(2),
      });
      await Promise.all([buyerStream, ...sellerStreams].map((stream) => stream.close()));
    } finally {
      await close();
    }
  }, 120_000);
});
