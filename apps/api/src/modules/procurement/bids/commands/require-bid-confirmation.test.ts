import { describe, expect, it } from 'vitest';
import type { BidStatus } from '@teklifal/core';
import { insertAd, insertBid } from '../../../../test/procurement.ts';
import { useBidsWorld } from '../test-helpers.ts';
import { requireBidConfirmation } from './require-bid-confirmation.ts';

/**
 * No route of its own: the ads module's update-ad calls it when a published ad with live bids
 * is edited (the whole edit: ads/commands/update-ad.test.ts).
 */
const w = useBidsWorld({ sellers: 4 });

/** An open ad with one bid per status, from sellers 0, 1, ... */
async function adWithBidsIn(statuses: BidStatus[]) {
  const ad = await w.openAd();
  const ids: string[] = [];
  for (const [index, status] of statuses.entries()) {
    const row = await insertBid(w.app.db, {
      adId: ad.id,
      sellerCompanyId: w.seller(index).companyId,
      unitPrices: ['10', '4'],
      status,
    });
    ids.push(row.id);
  }
  return { ad, ids };
}

describe('requireBidConfirmation', () => {
  it('submitted bids of the ad await confirmation; drafts and withdrawn bids stay', async () => {
    const { ad, ids } = await adWithBidsIn(['submitted', 'submitted', 'draft', 'withdrawn']);
    const other = await adWithBidsIn(['submitted']);
    await requireBidConfirmation(w.app.db, ad.id);
    expect(await w.bidStatuses(ids)).toEqual({
      [ids[0]!]: 'needs_confirmation',
      [ids[1]!]: 'needs_confirmation',
      [ids[2]!]: 'draft',
      [ids[3]!]: 'withdrawn',
    });
    expect(await w.bidStatuses(other.ids)).toEqual({ [other.ids[0]!]: 'submitted' });
  });

  it('leaves decided bids and bids already awaiting confirmation as they are', async () => {
    const statuses: BidStatus[] = ['accepted', 'rejected', 'needs_confirmation', 'expired'];
    const { ad, ids } = await adWithBidsIn(statuses);
    await requireBidConfirmation(w.app.db, ad.id);
    await requireBidConfirmation(w.app.db, ad.id);
    expect(await w.bidStatuses(ids)).toEqual(
      Object.fromEntries(ids.map((id, index) => [id, statuses[index]])),
    );
  });

  it('changes only the status: revision, total and prices stay for the seller to confirm', async () => {
    const { ad } = await adWithBidsIn(['submitted']);
    const before = await w.bidOn(ad.id);
    await requireBidConfirmation(w.app.db, ad.id);
    const after = await w.bidOn(ad.id);
    expect(after).toEqual({ ...before, status: 'needs_confirmation', updatedAt: after?.updatedAt });
  });

  it('an ad without bids is left alone', async () => {
    const ad = await insertAd(w.app.db, {
      companyId: w.buyer.companyId,
      sectorId: w.sectorId,
      status: 'draft',
    });
    await expect(requireBidConfirmation(w.app.db, ad.id)).resolves.toBeUndefined();
    expect(await w.bidOn(ad.id)).toBeUndefined();
  });
});
