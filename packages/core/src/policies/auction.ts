import { Money } from '../format/money.ts';
import type { AdStatus } from '../states/ad.ts';

/**
 * The rules of a live reverse auction (e-eksiltme) after an ad's sealed or open round: each
 * participant starts from its own price and may only go down, by at least the decrement; a
 * bid near the end pushes the end away; the lowest price ranks first and, of equal prices,
 * the one reached first. The server decides with these; the room shows the same numbers.
 */

export const AUCTION_BASES = ['total', 'line'] as const;
/** What is ranked: each seller's whole total, or every line apart. */
export type AuctionBasis = (typeof AUCTION_BASES)[number];

export const DECREMENT_KINDS = ['amount', 'percent'] as const;
export type DecrementKind = (typeof DECREMENT_KINDS)[number];

export interface Decrement {
  kind: DecrementKind;
  /** A decimal string: money in the auction's currency, or a percentage of the last price. */
  value: string;
}

export const AUCTION_MINUTES_MIN = 1;
export const AUCTION_MINUTES_MAX = 240;
export const AUCTION_MINUTES_DEFAULT = 30;
export const AUCTION_EXTENSION_MAX = 15;
export const AUCTION_EXTENSION_DEFAULT = 2;
export const AUCTION_PERCENT_MAX = 50;
export const AUCTION_PARTICIPANTS_MIN = 2;
/** How far ahead a buyer may schedule the start. */
export const AUCTION_START_MAX_DAYS = 30;

/**
 * The highest price a participant may offer next: the last price less the decrement, rounded
 * down to the kuruş so that the step is never smaller than asked. Null when nothing is left
 * to go down to (a bid must stay above zero).
 */
export function highestNextPrice(last: string, decrement: Decrement): string | null {
  const current = new Money(last);
  const step =
    decrement.kind === 'amount'
      ? new Money(decrement.value)
      : current.times(decrement.value).div(100);
  const next = current.minus(step).toDecimalPlaces(2, Money.ROUND_DOWN);
  return next.greaterThan(0) ? next.toFixed(2) : null;
}

/** Whether `price` goes down from `last` by at least the decrement. */
export function meetsDecrement(price: string, last: string, decrement: Decrement): boolean {
  const highest = highestNextPrice(last, decrement);
  return highest !== null && new Money(price).lessThanOrEqualTo(highest);
}

/**
 * Whether an ad's bidding round is over so that an auction may follow: closed, or published
 * with its deadline passed (the timed close may not have run yet). Not once awarded.
 */
export const isRoundClosed = (ad: { status: AdStatus; bidDeadline: Date | null }, now: Date) =>
  ad.status === 'closed' ||
  (ad.status === 'published' && ad.bidDeadline !== null && now >= ad.bidDeadline);

export type AuctionPhase = 'scheduled' | 'running' | 'ended' | 'cancelled';

/** Where an auction stands at `now`: its stored status tells only cancelled and ended apart. */
export function auctionPhase(
  auction: { status: 'scheduled' | 'ended' | 'cancelled'; startsAt: Date; endsAt: Date },
  now: Date,
): AuctionPhase {
  if (auction.status !== 'scheduled') return auction.status;
  if (now < auction.startsAt) return 'scheduled';
  return now < auction.endsAt ? 'running' : 'ended';
}

/**
 * The end after a bid at `at`: a bid in the last `extensionMinutes` pushes the end that many
 * minutes further, so that nobody can win by bidding in the final second.
 */
export function extendedEnd(endsAt: Date, at: Date, extensionMinutes: number): Date {
  const window = extensionMinutes * 60_000;
  if (window === 0 || endsAt.getTime() - at.getTime() > window) return endsAt;
  return new Date(endsAt.getTime() + window);
}

/** A price in the running, with when it was reached: a lower `reachedSeq` came first. */
export interface RankedPrice {
  key: string;
  price: string;
  /** The auction bid that set this price (0 for the sealed price). */
  reachedSeq: number;
  /** For sealed prices (seq 0), the order their bids were submitted in. */
  submittedOrder: number;
}

/**
 * Ranks from 1: the lowest price first; of equal prices the one reached first (an earlier
 * auction bid, or for sealed prices the earlier submitted bid). Every key gets its own rank.
 */
export function rankPrices(prices: readonly RankedPrice[]): Map<string, number> {
  const sorted = [...prices].sort(
    (a, b) =>
      new Money(a.price).comparedTo(b.price) ||
      a.reachedSeq - b.reachedSeq ||
      a.submittedOrder - b.submittedOrder,
  );
  return new Map(sorted.map((entry, index) => [entry.key, index + 1]));
}

export type AuctionBidRefusal =
  'notStarted' | 'ended' | 'notLower' | 'decrementTooSmall' | 'lineRaised' | 'linesUnchanged';

export interface AuctionLinePrice {
  adItemId: string;
  unitPrice: string;
  quantity: string;
}

/**
 * Checks a participant's new prices against its current ones. On the total, the new total
 * must be at least a decrement lower and no line may go up; per line, every line it changes
 * must go down by a decrement and at least one must change. Returns the refusal and, where it
 * concerns one line, that line.
 */
export function checkAuctionPrices(props: {
  basis: AuctionBasis;
  decrement: Decrement;
  current: readonly AuctionLinePrice[];
  next: ReadonlyMap<string, string>;
}): { refusal: AuctionBidRefusal; adItemId?: string } | null {
  const { basis, decrement, current, next } = props;
  let changed = 0;
  for (const line of current) {
    const price = next.get(line.adItemId) ?? line.unitPrice;
    const comparison = new Money(price).comparedTo(line.unitPrice);
    if (comparison > 0) return { refusal: 'lineRaised', adItemId: line.adItemId };
    if (comparison === 0) continue;
    changed += 1;
    if (basis === 'line' && !meetsDecrement(price, line.unitPrice, decrement)) {
      return { refusal: 'decrementTooSmall', adItemId: line.adItemId };
    }
  }
  if (changed === 0) return { refusal: basis === 'line' ? 'linesUnchanged' : 'notLower' };
  if (basis === 'total') {
    const before = totalOf(current);
    const after = totalOf(
      current.map((line) => ({ ...line, unitPrice: next.get(line.adItemId) ?? line.unitPrice })),
    );
    if (!meetsDecrement(after, before, decrement)) return { refusal: 'decrementTooSmall' };
  }
  return null;
}

/** Σ quantity × unit price, each line rounded to the kuruş as the bid's own lines are. */
export const totalOf = (lines: readonly Omit<AuctionLinePrice, 'adItemId'>[]): string =>
  lines
    .reduce(
      (sum, line) => sum.plus(new Money(line.quantity).times(line.unitPrice).toFixed(2)),
      new Money(0),
    )
    .toFixed(2);
