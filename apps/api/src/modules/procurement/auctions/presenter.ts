import {
  auctionPhase,
  compareAmounts,
  lineTotal,
  type AuctionBuyerView,
  type AuctionSellerView,
  type AuctionSettingsView,
} from '@teklifal/core';
import type { AuctionRow, AuctionState, ParticipantRow, PriceRow } from './queries/auction-rows.ts';
import type { AuctionRoomRows, BuyerRoomRows } from './queries/auction-view.ts';
import { highestNext, lineKey, lineRanks, totalRanks } from './queries/ranking.ts';

function presentSettings(row: AuctionRow, room: AuctionRoomRows, now: Date): AuctionSettingsView {
  return {
    id: row.id,
    adId: row.adId,
    adTitle: room.adTitle ?? '',
    buyerCompanyId: row.buyerCompanyId,
    phase: auctionPhase(row, now),
    currency: row.currency,
    basis: row.basis,
    decrementKind: row.decrementKind,
    decrementValue: row.decrementValue,
    extensionMinutes: row.extensionMinutes,
    showBestPrice: row.showBestPrice,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    plannedEndsAt: row.plannedEndsAt.toISOString(),
    serverNow: now.toISOString(),
    bidCount: row.bidCount,
    participantCount: room.state.participants.length,
  };
}

const presentLines = (state: AuctionState) =>
  state.lines.map((line) => ({
    adItemId: line.id,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
  }));

function presentPrices(row: AuctionRow, prices: readonly PriceRow[], ranks: Map<string, number>) {
  return prices.map((price) => ({
    adItemId: price.adItemId,
    startUnitPrice: price.startUnitPrice,
    unitPrice: price.unitPrice,
    lineTotal: lineTotal(price.quantity, price.unitPrice),
    rank: row.basis === 'line' ? (ranks.get(lineKey(price.bidId, price.adItemId)) ?? null) : null,
  }));
}

/** A bid's prices in the ad's line order. */
const pricesOfBid = (state: AuctionState, bidId: string) =>
  state.lines.flatMap((line) =>
    state.prices.filter((price) => price.bidId === bidId && price.adItemId === line.id),
  );

/** The buyer's room: every participant by name, its prices and ranks, the whole history. */
export function presentBuyerView(
  row: AuctionRow,
  room: BuyerRoomRows,
  now: Date,
): AuctionBuyerView {
  const { state, companies } = room;
  const totals = totalRanks(state.participants);
  const lines = lineRanks(state.prices);
  const participants = state.participants.map((p) => {
    const company = companies.get(p.sellerCompanyId);
    if (!company) throw new Error(`auction participant ${p.bidId} has no company`);
    return {
      bidId: p.bidId,
      company,
      startTotal: p.startTotal,
      total: p.total,
      rank: row.basis === 'total' ? (totals.get(p.bidId) ?? null) : null,
      prices: presentPrices(row, pricesOfBid(state, p.bidId), lines),
    };
  });
  participants.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  return {
    role: 'buyer',
    auction: presentSettings(row, room, now),
    lines: presentLines(state),
    participants,
    history: room.history.map((entry) => ({
      seq: entry.seq,
      at: entry.createdAt.toISOString(),
      bidId: entry.bidId,
      total: entry.total,
    })),
  };
}

/** The lowest price among `prices`, for "best price" when the buyer chose to show it. */
const lowest = (prices: readonly string[]) =>
  prices.reduce<string | null>(
    (best, price) => (best === null || compareAmounts(price, best) < 0 ? price : best),
    null,
  );

/**
 * A participant's room: its own prices, ranks and history (`room` holds only its own), and the
 * best price only when the buyer chose to show it. Nothing else of another participant leaves
 * the server.
 */
export function presentSellerView(
  row: AuctionRow,
  participant: ParticipantRow,
  room: AuctionRoomRows,
  now: Date,
): AuctionSellerView {
  const { state } = room;
  const me = state.participants.find((p) => p.bidId === participant.bidId) ?? participant;
  const lines = lineRanks(state.prices);
  const show = row.showBestPrice;
  return {
    role: 'seller',
    auction: presentSettings(row, room, now),
    lines: presentLines(state),
    bidId: me.bidId,
    startTotal: me.startTotal,
    total: me.total,
    rank: row.basis === 'total' ? (totalRanks(state.participants).get(me.bidId) ?? null) : null,
    highestNextTotal: row.basis === 'total' ? highestNext(row, me.total) : null,
    prices: presentPrices(row, pricesOfBid(state, me.bidId), lines).map((price) => ({
      ...price,
      highestNextUnitPrice: row.basis === 'line' ? highestNext(row, price.unitPrice) : null,
      bestUnitPrice:
        show && row.basis === 'line'
          ? lowest(
              state.prices.filter((p) => p.adItemId === price.adItemId).map((p) => p.unitPrice),
            )
          : null,
    })),
    bestTotal:
      show && row.basis === 'total' ? lowest(state.participants.map((p) => p.total)) : null,
    history: room.history.map((entry) => ({
      seq: entry.seq,
      at: entry.createdAt.toISOString(),
      total: entry.total,
    })),
  };
}
