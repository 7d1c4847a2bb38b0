import { eq } from 'drizzle-orm';
import type { CompanySummary } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { ad } from '../../schema.ts';
import { loadCompanySummaries } from '../../../companies/queries/company-summaries.ts';
import {
  loadAuctionBids,
  loadAuctionState,
  type AuctionBidRow,
  type AuctionRow,
  type AuctionState,
  type ParticipantRow,
} from './auction-rows.ts';

/** What a room shows, as read (presenter.ts shapes it into the buyer's or a seller's view). */
export interface AuctionRoomRows {
  /** Null only when the ad is gone. */
  adTitle: string | null;
  state: AuctionState;
  /** The auction's bids, oldest first: all of them for the buyer, a seller's own for it. */
  history: AuctionBidRow[];
}

export interface BuyerRoomRows extends AuctionRoomRows {
  /** Each participant's company, by id. */
  companies: Map<string, CompanySummary>;
}

async function adTitleOf(db: Executor, row: AuctionRow): Promise<string | null> {
  const [adRow] = await db.select({ title: ad.title }).from(ad).where(eq(ad.id, row.adId));
  return adRow?.title ?? null;
}

/** The buyer's room: every participant with its company, and the whole history. */
export async function loadBuyerRoom(db: Executor, row: AuctionRow): Promise<BuyerRoomRows> {
  const state = await loadAuctionState(db, row.id);
  const [adTitle, companies, history] = await Promise.all([
    adTitleOf(db, row),
    loadCompanySummaries(
      db,
      state.participants.map((p) => p.sellerCompanyId),
    ),
    loadAuctionBids(db, row.id),
  ]);
  return { adTitle, state, companies, history };
}

/** A participant's room: the auction's state and only its own history. */
export async function loadSellerRoom(
  db: Executor,
  row: AuctionRow,
  participant: ParticipantRow,
): Promise<AuctionRoomRows> {
  const state = await loadAuctionState(db, row.id);
  const [adTitle, history] = await Promise.all([
    adTitleOf(db, row),
    loadAuctionBids(db, row.id, [participant.bidId]),
  ]);
  return { adTitle, state, history };
}
