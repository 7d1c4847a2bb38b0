import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auction, auctionParticipant, bid } from '../../../db/schema/index.ts';
import { insertAd, insertBid } from '../../../test/procurement.ts';
import { announceStartedAuctions } from './commands/settle-auction.ts';
import { MINUTE, T0, at, auctionBody, useAuctionWorld } from './test-helpers.ts';

/** POST /api/ads/:adId/auction and /cancel: who may start one, on what, and what follows. */
const w = useAuctionWorld({ sellers: 3 });

const auctionsOf = (adId: string) => w.app.db.select().from(auction).where(eq(auction.adId, adId));

describe('starting an auction', () => {
  it('takes every valid bid by default, starts from the sealed totals and tells each seller', async () => {
    const { ad, bids } = await w.closedAdWithBids([
      ['10', '20'],
      ['11', '19'],
      ['12', '18'],
    ]);
    at(0);
    const response = await w.api.start(w.buyer, ad.id, auctionBody({ durationMinutes: 15 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      phase: 'running',
      startsAt: T0.toISOString(),
      endsAt: new Date(T0.getTime() + 15 * MINUTE).toISOString(),
    });
    const id = response.json().id as string;
    const participants = await w.app.db
      .select()
      .from(auctionParticipant)
      .where(eq(auctionParticipant.auctionId, id));
    expect(participants.map((p) => [p.bidId, p.startTotal, p.submittedOrder]).sort()).toEqual(
      [
        [bids[0], '200.00', 0],
        [bids[1], '205.00', 1],
        [bids[2], '210.00', 2],
      ].sort(),
    );
    for (const index of [0, 1, 2]) {
      const [told] = await w.notificationsOf(w.seller(index).companyId, 'auctionStarted');
      expect(told?.route).toBe(`/auctions/${id}`);
    }
    const [audit] = await w.auditOf('auction.created', id);
    expect(audit?.data).toMatchObject({ adId: ad.id, basis: 'total', extensionMinutes: 2 });
    // The comparison and the sellers' bid pages show the auction.
    const comparison = (await w.api.comparison(w.buyer, ad.id)).json();
    expect(comparison).toMatchObject({
      auction: { id, phase: 'running' },
      auctionStartable: false,
    });
    const mine = (await w.api.myBid(w.seller(1), ad.id)).json();
    expect(mine.auction).toMatchObject({ id, phase: 'running' });
  });

  it('a later start tells the sellers it is scheduled, then the clock tells them it started', async () => {
    const { ad, bids } = await w.closedAdWithBids([
      ['10', '20'],
      ['11', '19'],
      ['12', '18'],
    ]);
    at(0);
    const startsAt = new Date(T0.getTime() + 60 * MINUTE).toISOString();
    const response = await w.api.start(
      w.buyer,
      ad.id,
      auctionBody({ startsAt, bidIds: [bids[0] as string, bids[2] as string] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().phase).toBe('scheduled');
    const id = response.json().id as string;
    const scheduledTo = async (index: number) =>
      (await w.notificationsOf(w.seller(index).companyId, 'auctionScheduled')).filter(
        (n) => n.route === `/auctions/${id}`,
      );
    const [scheduled, ...more] = await scheduledTo(0);
    expect(more).toHaveLength(0);
    // The start itself, shown in each reader's language ({{date, datetime}}).
    expect(scheduled?.params).toMatchObject({ date: startsAt });
    expect(await scheduledTo(1)).toHaveLength(0); // not chosen
    expect(await announceStartedAuctions(w.app.db, new Date(T0.getTime() + 59 * MINUTE))).toEqual(
      [],
    );
    const startedAt = new Date(T0.getTime() + 60 * MINUTE);
    expect(await announceStartedAuctions(w.app.db, startedAt)).toEqual([id]);
    // A second instance running the same job tells nobody twice.
    expect(await announceStartedAuctions(w.app.db, startedAt)).toEqual([]);
    const started = await w.notificationsOf(w.seller(2).companyId, 'auctionStarted');
    expect(started.filter((n) => n.route === `/auctions/${id}`)).toHaveLength(1);
  });

  it('refuses an ad whose round is open, and a second auction on one ad (409)', async () => {
    const open = await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId });
    await insertBid(w.app.db, {
      adId: open.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['10'],
    });
    const early = await w.api.start(
      w.buyer,
      open.id,
      auctionBody({ startsAt: new Date().toISOString() }),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('teklif süresi dolmuş');

    const { ad } = await w.closedAdWithBids([['10'], ['11']]);
    at(0);
    expect((await w.api.start(w.buyer, ad.id, auctionBody())).statusCode).toBe(201);
    const again = await w.api.start(w.buyer, ad.id, auctionBody(), 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This ad already has a scheduled or finished auction');
    expect(await auctionsOf(ad.id)).toHaveLength(1);
  });

  it('bad settings: 400 naming the field, in Turkish or English, and nothing stored', async () => {
    const { ad, bids } = await w.closedAdWithBids([['10'], ['11']]);
    at(0);
    const past = await w.api.start(
      w.buyer,
      ad.id,
      auctionBody({ startsAt: new Date(T0.getTime() - 5 * MINUTE).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      expect.objectContaining({ field: 'startsAt', message: 'Başlangıç zamanı geçmişte olamaz' }),
    ]);
    const long = await w.api.start(w.buyer, ad.id, auctionBody({ durationMinutes: 999 }), 'en');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'durationMinutes' });
    const stranger = await w.api.start(
      w.buyer,
      ad.id,
      auctionBody({ bidIds: [bids[0] as string, 'baska-bir-teklif'] }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([expect.objectContaining({ field: 'bidIds.1' })]);
    const percent = await w.api.start(
      w.buyer,
      ad.id,
      auctionBody({ decrementKind: 'percent', decrementValue: '75' }),
    );
    expect(percent.statusCode).toBe(400);
    expect(percent.json().errors[0]).toMatchObject({ field: 'decrementValue' });
    expect(await auctionsOf(ad.id)).toHaveLength(0);
  });

  it('a bid in another currency or withdrawn cannot take part; fewer than two valid: 400', async () => {
    const { ad, bids } = await w.closedAdWithBids([['10'], ['11'], ['12']]);
    await w.app.db
      .update(bid)
      .set({ currency: 'USD' })
      .where(eq(bid.id, bids[1] as string));
    await w.app.db
      .update(bid)
      .set({ status: 'withdrawn' })
      .where(eq(bid.id, bids[2] as string));
    at(0);
    const chosen = await w.api.start(w.buyer, ad.id, auctionBody({ bidIds: bids }));
    expect(chosen.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'bidIds.1',
      'bidIds.2',
    ]);
    const all = await w.api.start(w.buyer, ad.id, auctionBody());
    expect(all.statusCode).toBe(400);
    expect(all.json().errors[0]).toMatchObject({ field: 'bidIds' });
    expect(await auctionsOf(ad.id)).toHaveLength(0);
  });

  it('only the ad’s buyer starts one: a seller is refused, another buyer hears of nothing', async () => {
    const { ad } = await w.closedAdWithBids([['10'], ['11']]);
    at(0);
    expect((await w.api.start(w.seller(0), ad.id, auctionBody())).statusCode).toBe(403);
    expect((await w.api.start(w.otherBuyer, ad.id, auctionBody())).statusCode).toBe(404);
    expect((await w.api.start(undefined, ad.id, auctionBody())).statusCode).toBe(401);
    expect(await auctionsOf(ad.id)).toHaveLength(0);
  });
});

describe('cancelling', () => {
  it('the buyer cancels before the start (a new one may follow), not once it runs', async () => {
    const { ad } = await w.closedAdWithBids([['10'], ['11']]);
    at(0);
    const later = new Date(T0.getTime() + 30 * MINUTE).toISOString();
    const first = (await w.api.start(w.buyer, ad.id, auctionBody({ startsAt: later }))).json();
    expect((await w.api.cancel(w.seller(0), first.id)).statusCode).toBe(403);
    expect((await w.api.cancel(w.otherBuyer, first.id)).statusCode).toBe(404);
    const cancelled = await w.api.cancel(w.buyer, first.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().phase).toBe('cancelled');
    expect(await w.auditOf('auction.cancelled', first.id)).toHaveLength(1);

    const second = (await w.api.start(w.buyer, ad.id, auctionBody())).json();
    expect(second.phase).toBe('running');
    const refused = await w.api.cancel(w.buyer, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('iptal edilemez');
  });
});
