import { describe, expect, it } from 'vitest';
import type { AdStatus } from '@teklifal/core';
import { insertAd } from '../../../../test/procurement.ts';
import { adRow, useAdsWorld } from '../test-helpers.ts';
import { markAdAwarded } from './mark-ad-awarded.ts';

/** No route of its own: the bids module's award calls it inside its transaction. */
const w = useAdsWorld();

const AWARDED_AT = new Date('2030-03-04T09:30:00.000Z');
const LATER = new Date('2030-03-05T14:00:00.000Z');

const adIn = async (status: AdStatus) =>
  (await insertAd(w.app.db, { companyId: w.buyer.companyId, sectorId: w.sectorId, status })).id;

describe('markAdAwarded', () => {
  it('a published or a closed ad becomes awarded at `now`', async () => {
    for (const status of ['published', 'closed'] as const) {
      const id = await adIn(status);
      expect(await markAdAwarded(w.app.db, { ad: { id, status }, now: AWARDED_AT })).toBe(true);
      expect(await adRow(w.app, id)).toMatchObject({ status: 'awarded', awardedAt: AWARDED_AT });
    }
  });

  it('a re-award leaves the ad awarded and keeps the first award’s time, only touching it', async () => {
    const id = await adIn('published');
    await markAdAwarded(w.app.db, { ad: { id, status: 'published' }, now: AWARDED_AT });
    expect(await markAdAwarded(w.app.db, { ad: { id, status: 'awarded' }, now: LATER })).toBe(true);
    expect(await adRow(w.app, id)).toMatchObject({
      status: 'awarded',
      awardedAt: AWARDED_AT,
      updatedAt: LATER,
    });
  });

  it('false when another award got there first: the ad read as published is awarded already', async () => {
    const id = await adIn('published');
    await markAdAwarded(w.app.db, { ad: { id, status: 'published' }, now: AWARDED_AT });
    const stale = await markAdAwarded(w.app.db, { ad: { id, status: 'published' }, now: LATER });
    expect(stale).toBe(false);
    expect((await adRow(w.app, id))?.awardedAt).toEqual(AWARDED_AT);
  });

  it('false for a draft or a cancelled ad, which stay as they are', async () => {
    for (const status of ['draft', 'cancelled'] as const) {
      const id = await adIn(status);
      expect(await markAdAwarded(w.app.db, { ad: { id, status }, now: AWARDED_AT })).toBe(false);
      expect(await adRow(w.app, id)).toMatchObject({ status, awardedAt: null });
    }
  });
});
