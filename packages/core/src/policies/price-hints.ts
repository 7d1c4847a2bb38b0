import type Decimal from 'decimal.js';
import { Money } from '../format/money.ts';
import { foldForSearch } from '../format/search-fold.ts';

/**
 * Fair-price hints (issue #14): what similar lines were awarded for across the platform. This
 * file is the disclosure rule, the one place that decides what of other companies' awards a
 * buyer may see; the API only gathers the candidate awards.
 *
 * - Only the last WINDOW_MONTHS of awards count.
 * - The asking company's own awards, as buyer or as seller, never count: it knows those prices,
 *   and with them it could work back from the figures to the others' prices.
 * - Each buyer company counts with at most MAX_AWARDS_PER_BUYER awards (its most recent), so
 *   one busy buyer never makes up most of a figure, and its prices never pass for the market's.
 * - Below MIN_AWARDS counted awards or MIN_BUYERS different buyer companies: nothing at all.
 * - No figure is one award's price: each is a weighted average of at least two neighbouring
 *   prices (see blendedQuantile), then rounded to ROUNDING_DIGITS significant digits. The range
 *   is the middle half (P25–P75), never the lowest or the highest price.
 */
export const PRICE_HINT_RULE = {
  windowMonths: 12,
  minAwards: 5,
  minBuyers: 3,
  maxAwardsPerBuyer: 2,
  roundingDigits: 3,
  low: '0.25',
  median: '0.5',
  high: '0.75',
} as const;

/** One awarded line as the rule sees it: whose, what unit price, when. Never leaves the server. */
export interface PastAward {
  buyerCompanyId: string;
  sellerCompanyId: string;
  /** Net unit price (before KDV), a decimal string in the hint's currency. */
  unitPrice: string;
  awardedAt: Date;
  /** The award's ad is in the asked sector itself (else in its sector group). */
  sameSector: boolean;
}

export interface PriceHintFigures {
  median: string;
  low: string;
  high: string;
  /** How many awards the figures are made of (after the per-buyer cap). */
  awards: number;
}

/** Where the figures come from: the asked sector, or its main sector with all its sub-sectors. */
export type PriceHintScope = 'sector' | 'sectorGroup';

/** The start of the window: twelve calendar months before `now` (UTC). */
export function priceHintWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - PRICE_HINT_RULE.windowMonths);
  return start;
}

/** A number in a line's name; the database finds them with the same pattern. */
export const NAME_NUMBER_PATTERN = '[0-9]+';

/**
 * The numbers written in a line's name ("Koli 40x30x30" → 40, 30; "A4 kâğıt 80 g" → 4, 80):
 * sizes and grades. A similar line must carry every one of them, so a 40x30x30 box is never
 * priced by 60x40x40 boxes however alike the words are.
 */
export function nameNumbers(name: string): string[] {
  return [...new Set(foldForSearch(name).match(new RegExp(NAME_NUMBER_PATTERN, 'g')))];
}

/** Each buyer's most recent awards, at most `maxAwardsPerBuyer` of them. */
export function cappedPerBuyer(awards: readonly PastAward[]): PastAward[] {
  const newestFirst = [...awards].sort((a, b) => b.awardedAt.getTime() - a.awardedAt.getTime());
  const taken = new Map<string, number>();
  return newestFirst.filter((award) => {
    const count = taken.get(award.buyerCompanyId) ?? 0;
    taken.set(award.buyerCompanyId, count + 1);
    return count < PRICE_HINT_RULE.maxAwardsPerBuyer;
  });
}

/**
 * The p-quantile of ascending prices as a weighted average of the prices around its rank: the
 * rank h = (n − 1)·p, each price i weighing 1.5 − |i − h| where that is positive. Any rank has
 * at least two prices within 1.5 of it, so the result always blends two or more awards (the
 * usual median of five prices would be one award's price). For an even count's median it is
 * the usual mean of the two middle prices. Exact decimal arithmetic throughout.
 */
export function blendedQuantile(ascending: readonly string[], p: string): Decimal {
  if (ascending.length < 2) throw new Error('blendedQuantile needs two prices or more');
  const rank = new Money(ascending.length - 1).times(p);
  let weighted = new Money(0);
  let weights = new Money(0);
  ascending.forEach((price, index) => {
    const weight = new Money('1.5').minus(rank.minus(index).abs());
    if (weight.lessThanOrEqualTo(0)) return;
    weighted = weighted.plus(weight.times(price));
    weights = weights.plus(weight);
  });
  return weighted.dividedBy(weights);
}

/** A figure for people: ROUNDING_DIGITS significant digits, half up, as a money string. */
export const roundHintFigure = (value: Decimal): string =>
  value.toSignificantDigits(PRICE_HINT_RULE.roundingDigits, Money.ROUND_HALF_UP).toFixed(2);

/**
 * The figures of a set of awards, or null when they are too few or from too few buyers to
 * stay anonymous. `askerCompanyId`'s awards (as buyer or seller) are left out first.
 */
export function priceHintFigures(
  awards: readonly PastAward[],
  askerCompanyId: string,
): PriceHintFigures | null {
  const others = awards.filter(
    (award) => award.buyerCompanyId !== askerCompanyId && award.sellerCompanyId !== askerCompanyId,
  );
  const counted = cappedPerBuyer(others);
  const buyers = new Set(counted.map((award) => award.buyerCompanyId));
  if (counted.length < PRICE_HINT_RULE.minAwards || buyers.size < PRICE_HINT_RULE.minBuyers) {
    return null;
  }
  const ascending = counted
    .map((award) => award.unitPrice)
    .sort((a, b) => new Money(a).comparedTo(b));
  const figure = (p: string) => roundHintFigure(blendedQuantile(ascending, p));
  return {
    median: figure(PRICE_HINT_RULE.median),
    low: figure(PRICE_HINT_RULE.low),
    high: figure(PRICE_HINT_RULE.high),
    awards: counted.length,
  };
}

/**
 * The hint of a line: from the awards in its own sector when they are enough, else from the
 * whole sector group (the main sector and its sub-sectors), else nothing. A thin sub-sector
 * ("Karton koli") still gets a hint from its group ("Ambalaj"), and the answer says so.
 */
export function priceHintOf(
  awards: readonly PastAward[],
  askerCompanyId: string,
): (PriceHintFigures & { scope: PriceHintScope }) | null {
  const own = priceHintFigures(
    awards.filter((award) => award.sameSector),
    askerCompanyId,
  );
  if (own) return { ...own, scope: 'sector' };
  const group = priceHintFigures(awards, askerCompanyId);
  return group && { ...group, scope: 'sectorGroup' };
}
