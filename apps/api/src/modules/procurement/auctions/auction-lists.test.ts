import { describe, expect, it } from 'vitest';
import type { MyAdPage, MyBidPage } from '@teklifal/core';
import type { z } from 'zod';
import { inject } from '../../../test/helper.ts';
import { MINUTE, at, auctionBody, useAuctionWorld, type Who } from './test-helpers.ts';

/** The buyer's ad list and a seller's bid list show the ad's auction, linking to its room. */
const w = useAuctionWorld({ sellers: 3 });

const list = async <T>(who: Who, url: string) => {
  const response = await inject(w.app, { method: 'GET', url, cookie: who.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const myAds = () => list<z.infer<typeof MyAdPage>>(w.buyer, '/api/ads/mine?pageSize=50');
const myBids = (who: Who) => list<z.infer<typeof MyBidPage>>(who, '/api/bids/mine?pageSize=50');

describe('an ad in a reverse auction, in the lists', () => {
  it('shows its auction and phase to the buyer and to each participant, not to a seller left out', async () => {
    const quiet = await w.closedAdWithBids([['10', '20']]);
    const made = await w.closedAdWithBids([
      ['10', '20'],
      ['11', '19'],
      ['12', '18'],
    ]);
    at(0);
    const started = await w.api.start(
      w.buyer,
      made.ad.id,
      auctionBody({
        bidIds: [made.bids[0] as string, made.bids[1] as string],
        startsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
      }),
    );
    expect(started.statusCode).toBe(201);
    const auctionId = started.json<{ id: string }>().id;

    const ads = await myAds();
    const summary = { id: auctionId, phase: 'scheduled' };
    expect(ads.items.find((item) => item.id === made.ad.id)?.auction).toMatchObject(summary);
    expect(ads.items.find((item) => item.id === quiet.ad.id)?.auction).toBeNull();

    const bidOf = async (index: number) =>
      (await myBids(w.seller(index))).items.find((item) => item.adId === made.ad.id);
    expect((await bidOf(0))?.auction).toMatchObject(summary);
    expect((await bidOf(1))?.auction).toMatchObject(summary);
    // The third seller's bid was not chosen: it learns nothing of the auction from its list.
    const leftOut = await bidOf(2);
    expect(leftOut).toBeDefined();
    expect(leftOut?.auction).toBeNull();

    at(15 * MINUTE);
    expect((await bidOf(0))?.auction?.phase).toBe('running');
    expect((await myAds()).items.find((item) => item.id === made.ad.id)?.auction?.phase).toBe(
      'running',
    );
  });

  it('drops an auction cancelled before its start from the lists', async () => {
    const made = await w.closedAdWithBids([
      ['10', '20'],
      ['11', '19'],
    ]);
    at(0);
    const later = { startsAt: new Date(Date.now() + 10 * MINUTE).toISOString() };
    const started = await w.api.start(w.buyer, made.ad.id, auctionBody(later));
    const auctionId = started.json<{ id: string }>().id;
    expect((await w.api.cancel(w.buyer, auctionId)).statusCode).toBe(200);
    expect((await myAds()).items.find((item) => item.id === made.ad.id)?.auction).toBeNull();
    const bids = await myBids(w.seller(0));
    expect(bids.items.find((item) => item.adId === made.ad.id)?.auction).toBeNull();
  });
});
