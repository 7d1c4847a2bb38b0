import { and, asc, eq, ne } from 'drizzle-orm';
import {
  bidAmountsVisibleToBuyer,
  canAwardAd,
  compareAmounts,
  grossUnitPrice,
  isBidAcceptable,
  isRoundClosed,
  AUCTION_PARTICIPANTS_MIN,
  type BidComparisonView,
  type BidView,
  type ComparisonLine,
  type Currency,
} from '@teklifal/core';
import { auctionSummaryOf, findLiveAuctionOfAd } from '../../auctions/queries/ad-auction.ts';
import type { Executor } from '../../../../db/client.ts';
import { bid } from '../../schema.ts';
import type { PublishedAdRow } from '../../ads/queries/access.ts';
import { loadCompanySummaries } from '../../../companies/queries/company-summaries.ts';
import { isBidChoosable, loadAwardState } from './award-state.ts';
import { convertBids } from './conversion.ts';
import type { ExchangeRates } from '../../../exchange-rates/queries/rates.ts';
import { presentBid } from '../presenter.ts';
import { loadAdItems, loadBidAttachments, loadBidItems, type AdItemRow } from './bids.ts';

/** Bids that still compete on price: submitted (within validity) or accepted. */
const isLive = (view: BidView) => view.status === 'submitted' || view.status === 'accepted';

type LowestPrices = ComparisonLine['lowest'];

/**
 * The lowest unit price of a line, per currency: a lira price and a dollar price are never
 * compared as if equal. Ties mark every bid that offers the price. `priceOf` reads the net or
 * the gross unit price of the bid's line.
 */
function lowestOf(bids: readonly BidView[], priceOf: (view: BidView) => string | null) {
  const best = new Map<Currency, { unitPrice: string; bidIds: string[] }>();
  for (const view of bids) {
    const unitPrice = priceOf(view);
    if (!unitPrice) continue;
    const current = best.get(view.currency);
    const order = current ? compareAmounts(unitPrice, current.unitPrice) : -1;
    if (order < 0) best.set(view.currency, { unitPrice, bidIds: [view.id] });
    else if (order === 0) current?.bidIds.push(view.id);
  }
  return [...best].map(([currency, entry]) => ({ currency, ...entry })) satisfies LowestPrices;
}

/** Per line the lowest net and the lowest gross unit price: a buyer compares either. */
function lowestPrices(adItems: readonly AdItemRow[], bids: readonly BidView[]): ComparisonLine[] {
  const live = bids.filter(isLive);
  return adItems.map((line) => {
    const itemOf = (view: BidView) => view.items.find((item) => item.adItemId === line.id);
    return {
      adItemId: line.id,
      lowest: lowestOf(live, (view) => itemOf(view)?.unitPrice ?? null),
      lowestGross: lowestOf(live, (view) => {
        const item = itemOf(view);
        return item?.unitPrice ? grossUnitPrice(item.unitPrice, item.vatRate) : null;
      }),
    };
  });
}

/**
 * GET /api/ads/:adId/bids for the ad's owner: every bid but drafts (withdrawn ones marked by
 * their status), the bidder's rating, and amounts only when the ad's sealing allows.
 */
export async function buildComparison(
  db: Executor,
  rates: ExchangeRates,
  ad: PublishedAdRow,
  now: Date,
): Promise<BidComparisonView> {
  const amountsVisible = bidAmountsVisibleToBuyer(ad, now);
  const rows = await db
    .select()
    .from(bid)
    .where(and(eq(bid.adId, ad.id), ne(bid.status, 'draft')))
    .orderBy(asc(bid.submittedAt), asc(bid.createdAt));
  const ids = rows.map((row) => row.id);
  const [adItems, items, attachments, companies, state, auction] = await Promise.all([
    loadAdItems(db, ad.id),
    loadBidItems(db, ids),
    loadBidAttachments(db, ids),
    loadCompanySummaries(
      db,
      rows.map((row) => row.sellerCompanyId),
    ),
    loadAwardState(db, ad),
    findLiveAuctionOfAd(db, ad.id),
  ]);
  const views = rows.map((row) =>
    presentBid(
      {
        row,
        adItems,
        items: items.get(row.id) ?? [],
        attachments: attachments.get(row.id) ?? [],
      },
      now,
      !amountsVisible,
    ),
  );
  const { converted, conversion } = await convertBids(db, rates, ad, views, now);
  return {
    adId: ad.id,
    sealed: ad.sealed,
    amountsVisibleFrom: amountsVisible ? null : ad.bidDeadline.toISOString(),
    bids: rows.map((row, index) => {
      const company = companies.get(row.sellerCompanyId);
      if (!company) throw new Error(`bid ${row.id} has no company`);
      return {
        ...(views[index] as BidView),
        company,
        amountsHidden: !amountsVisible,
        awardedItemIds: state.awardedByBid.get(row.id) ?? [],
        acceptable: isBidChoosable(ad, row, state, now),
        converted: converted.get(row.id) ?? null,
      };
    }),
    // Hidden amounts are null in the views, so a sealed ad's lines carry no lowest price.
    lines: lowestPrices(adItems, views),
    awardable: canAwardAd(ad, now),
    reawardableItemIds: adItems.filter((line) => state.reawardable.has(line.id)).map((l) => l.id),
    conversion,
    auction: auction ? auctionSummaryOf(auction, now) : null,
    auctionStartable:
      !auction &&
      isRoundClosed(ad, now) &&
      rows.filter((row) => row.currency === ad.currency && isBidAcceptable(row, now)).length >=
        AUCTION_PARTICIPANTS_MIN,
  };
}
