import { highestNextPrice, rankPrices, type Decrement } from '@teklifal/core';
import type { AuctionRow, ParticipantRow, PriceRow } from './auction-rows.ts';

/** Ranks on the total, by bid id. */
export const totalRanks = (participants: readonly ParticipantRow[]) =>
  rankPrices(
    participants.map((p) => ({
      key: p.bidId,
      price: p.total,
      reachedSeq: p.reachedSeq,
      submittedOrder: p.submittedOrder,
    })),
  );

export const lineKey = (bidId: string, adItemId: string) => `${bidId} ${adItemId}`;

/** Ranks on each line among the participants pricing it, by lineKey(bid, line). */
export function lineRanks(prices: readonly PriceRow[]): Map<string, number> {
  const byLine = new Map<string, PriceRow[]>();
  for (const price of prices)
    byLine.set(price.adItemId, [...(byLine.get(price.adItemId) ?? []), price]);
  const ranks = new Map<string, number>();
  for (const [adItemId, linePrices] of byLine) {
    const ranked = rankPrices(
      linePrices.map((p) => ({
        key: p.bidId,
        price: p.unitPrice,
        reachedSeq: p.reachedSeq,
        submittedOrder: p.submittedOrder,
      })),
    );
    for (const [bidId, rank] of ranked) ranks.set(lineKey(bidId, adItemId), rank);
  }
  return ranks;
}

export const decrementOf = (row: AuctionRow): Decrement => ({
  kind: row.decrementKind,
  value: row.decrementValue,
});

/** The next price a participant may offer at most, on a line or on its total. */
export const highestNext = (row: AuctionRow, last: string) =>
  highestNextPrice(last, decrementOf(row));

/**
 * A participant's place: on the total, its rank; per line, its best (lowest) line rank. The
 * notifications and the report use it; the rooms show every line's rank.
 */
export function placeOf(
  row: AuctionRow,
  bidId: string,
  ranks: { total: Map<string, number>; lines: Map<string, number> },
): number {
  if (row.basis === 'total') return ranks.total.get(bidId) ?? 0;
  const mine = [...ranks.lines].filter(([key]) => key.startsWith(`${bidId} `)).map(([, r]) => r);
  return mine.length > 0 ? Math.min(...mine) : 0;
}
