import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ad } from '../../../db/schema/index.ts';
import { inject } from '../../../test/helper.ts';
import { MINUTE, T0, at, useAuctionWorld, type Who } from './test-helpers.ts';

/** While an auction holds an ad's prices, the ad keeps its round: no extension, no cancel. */
const w = useAuctionWorld({ sellers: 2 });
const SEALED = [
  ['10', '20'],
  ['11', '19'],
];

const adCommand = (who: Who, adId: string, verb: 'extend' | 'cancel', payload: object) =>
  inject(w.app, {
    method: 'POST',
    url: `/api/ads/${adId}/${verb}`,
    cookie: who.cookie,
    remoteAddress: who.ip,
    payload: payload as Record<string, unknown>,
  });

const later = () => new Date(T0.getTime() + 3 * 24 * 60 * MINUTE).toISOString();

describe('an ad under a live auction', () => {
  it('is neither extended nor cancelled while the auction runs, and nothing changes', async () => {
    const { ad: made } = await w.runningAuction(SEALED);
    at(5 * MINUTE);
    const extended = await adCommand(w.buyer, made.id, 'extend', { bidDeadline: later() });
    expect(extended.statusCode).toBe(409);
    expect(extended.json().detail).toContain('canlı eksiltmesi sürüyor');
    const cancelled = await adCommand(w.buyer, made.id, 'cancel', { reason: 'Vazgeçtik' });
    expect(cancelled.statusCode).toBe(409);
    const [row] = await w.app.db.select().from(ad).where(eq(ad.id, made.id));
    expect(row?.status).toBe('closed');
  });

  it('is cancelled as before once its auction (not started yet) is called off', async () => {
    at(0);
    const startsAt = new Date(T0.getTime() + 10 * MINUTE).toISOString();
    const { ad: made, auctionId } = await w.runningAuction(SEALED, { startsAt });
    at(MINUTE);
    const held = await adCommand(w.buyer, made.id, 'cancel', { reason: 'Vazgeçtik' });
    expect(held.statusCode).toBe(409);
    expect((await w.api.cancel(w.buyer, auctionId)).statusCode).toBeLessThan(300);
    const cancelled = await adCommand(w.buyer, made.id, 'cancel', { reason: 'Vazgeçtik' });
    expect(cancelled.statusCode).toBeLessThan(300);
    const [row] = await w.app.db.select().from(ad).where(eq(ad.id, made.id));
    expect(row?.status).toBe('cancelled');
  });
});
