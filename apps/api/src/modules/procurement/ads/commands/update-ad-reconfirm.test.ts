import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdInput, PublishedAdView } from '@teklifal/core';
import { bid, bidItem } from '../../../../db/schema/index.ts';
import { adInput, insertBid } from '../../../../test/procurement.ts';
import { auditOf, call, notificationsOf, publishedAd, useAdsWorld } from '../test-helpers.ts';

/**
 * Editing a published ad asks for the bids to be confirmed again only where the edit concerns
 * them: a changed line, of the bids that priced it; a term of every bid, of all.
 */
const w = useAdsWorld({ buyerName: 'Marmara Yapı A.Ş.', sellers: 2 });

/** A partial-bids ad; seller 0 prices both lines, seller 1 the second (the valve) only. */
async function adWithTwoBids(overrides: Partial<AdInput> = {}) {
  const published = await publishedAd(w.app, w.buyer.cookie, { partialBids: true, ...overrides });
  const [pipe, valve] = published.items.map((item) => item.id) as [string, string];
  const both = await insertBid(w.app.db, {
    adId: published.id,
    sellerCompanyId: w.seller(0).companyId,
    unitPrices: ['100', '50'],
  });
  const valveOnly = await insertBid(w.app.db, {
    adId: published.id,
    sellerCompanyId: w.seller(1).companyId,
    unitPrices: ['90', '40'],
  });
  await w.app.db
    .delete(bidItem)
    .where(and(eq(bidItem.bidId, valveOnly.id), eq(bidItem.adItemId, pipe)));
  return { published, pipe, valve, both: both.id, valveOnly: valveOnly.id };
}

/** The ad as it was published, with these changes. */
function sameAd(published: PublishedAdView, overrides: Partial<AdInput> = {}): AdInput {
  return adInput(published.sector.id, {
    partialBids: published.partialBids,
    bidDeadline: published.bidDeadline,
    deliveryDate: published.deliveryDate,
    items: published.items.map((item) => ({
      id: item.id,
      name: item.name,
      specification: item.specification,
      quantity: item.quantity,
      unit: item.unit,
    })),
    ...overrides,
  });
}

async function edit(adId: string, input: AdInput) {
  const response = await call(w.app, 'PUT', `/api/ads/${adId}`, {
    cookie: w.buyer.cookie,
    payload: input,
  });
  expect(response.statusCode).toBe(200);
}

async function statuses(...ids: string[]) {
  const rows = await w.app.db
    .select({ id: bid.id, status: bid.status })
    .from(bid)
    .where(inArray(bid.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

/** How many times the seller was told to confirm its bid on this ad again. */
const told = async (sellerIndex: number, adId: string) =>
  (await notificationsOf(w.app, w.seller(sellerIndex).companyId, 'bidNeedsConfirmation')).filter(
    (notification) => notification.route?.endsWith(`/${adId}`),
  ).length;

describe('PUT /api/ads/:adId: which bids need confirming again', () => {
  it('a change to line 1 asks only the seller who priced line 1', async () => {
    const { published, both, valveOnly } = await adWithTwoBids();
    const input = sameAd(published);
    input.items[0] = { ...input.items[0]!, quantity: '150' };
    await edit(published.id, input);
    expect(await statuses(both, valveOnly)).toEqual(['needs_confirmation', 'submitted']);
    expect([await told(0, published.id), await told(1, published.id)]).toEqual([1, 0]);
    const [audit] = await auditOf(w.app, published.id, 'ad.updated');
    expect(audit?.data).toMatchObject({ bidsNeedingConfirmation: 1 });
  });

  it('removing line 1 asks its bidder only; the valve-only bid was not made on it', async () => {
    const { published, both, valveOnly } = await adWithTwoBids();
    await edit(published.id, sameAd(published, { items: sameAd(published).items.slice(1) }));
    expect(await statuses(both, valveOnly)).toEqual(['needs_confirmation', 'submitted']);
  });

  it('a change to a term of every bid asks every bidder', async () => {
    const { published, both, valveOnly } = await adWithTwoBids();
    await edit(published.id, sameAd(published, { paymentTerms: '60 gün vadeli' }));
    expect(await statuses(both, valveOnly)).toEqual(['needs_confirmation', 'needs_confirmation']);
    expect([await told(0, published.id), await told(1, published.id)]).toEqual([1, 1]);
  });

  it('saving without a change, or a new title, asks nobody', async () => {
    const { published, both, valveOnly } = await adWithTwoBids();
    await edit(published.id, sameAd(published));
    await edit(published.id, sameAd(published, { title: 'Paslanmaz boru ve vana alımı' }));
    expect(await statuses(both, valveOnly)).toEqual(['submitted', 'submitted']);
    expect([await told(0, published.id), await told(1, published.id)]).toEqual([0, 0]);
  });

  it('a new line asks nobody when bids may leave lines out, everybody when they may not', async () => {
    const newLine = {
      name: 'Conta seti',
      specification: null,
      quantity: '5',
      unit: 'set' as const,
    };
    const partial = await adWithTwoBids();
    await edit(
      partial.published.id,
      sameAd(partial.published, { items: [...sameAd(partial.published).items, newLine] }),
    );
    expect(await statuses(partial.both, partial.valveOnly)).toEqual(['submitted', 'submitted']);

    const full = await publishedAd(w.app, w.buyer.cookie);
    const only = await insertBid(w.app.db, {
      adId: full.id,
      sellerCompanyId: w.seller(0).companyId,
      unitPrices: ['100', '50'],
    });
    await edit(full.id, sameAd(full, { items: [...sameAd(full).items, newLine] }));
    expect(await statuses(only.id)).toEqual(['needs_confirmation']);
  });
});
