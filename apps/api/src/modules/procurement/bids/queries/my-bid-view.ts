import type { MyBidView } from '@teklifal/core';
import { auctionSummaryOf, findAuctionOfBid } from '../../auctions/queries/ad-auction.ts';
import type { Executor } from '../../../../db/client.ts';
import type { VisibleAd } from '../../ads/queries/access.ts';
import { presentMyBid } from '../presenter.ts';
import type { NamedCompanyContext } from '../../../../lib/company-context.ts';
import {
  findCompanyBid,
  loadAdItems,
  loadBidAttachments,
  loadBidItems,
  loadRevisions,
} from './bids.ts';

/** The seller company's own bid on an ad, as MyBidView: never anyone else's. */
export async function loadMyBidView(
  db: Executor,
  ctx: Pick<NamedCompanyContext, 'actor' | 'companyId'>,
  ad: VisibleAd,
  now: Date,
): Promise<MyBidView> {
  const { actor } = ctx;
  const row = await findCompanyBid(db, ad.row.id, ctx.companyId);
  if (!row) return presentMyBid(actor, ad, null, now);
  const [adItems, items, attachments, revisions, auction] = await Promise.all([
    loadAdItems(db, ad.row.id),
    loadBidItems(db, [row.id]),
    loadBidAttachments(db, [row.id]),
    loadRevisions(db, row.id),
    findAuctionOfBid(db, ad.row.id, row.id),
  ]);
  return presentMyBid(
    actor,
    ad,
    {
      row,
      adItems,
      items: items.get(row.id) ?? [],
      attachments: attachments.get(row.id) ?? [],
      revisions,
    },
    now,
    auction ? auctionSummaryOf(auction, now) : null,
  );
}
