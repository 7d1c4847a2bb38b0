import type Decimal from 'decimal.js';
import { Money } from '../format/money.ts';
import { foldForSearch } from '../format/search-fold.ts';
import {
  independentBuyer,
  relatedCompanies,
  relatedGroups,
  unknownCompany,
  type CompanyIdentity,
} from './price-hint-independence.ts';

/**
 * Fair-price hints (issues #14, #27): what similar lines were awarded for across the platform.
 * This file is the disclosure rule, the one place that decides what of other companies' awards
 * a buyer may see; the API only gathers the candidate awards and the facts about their companies.
 *
 * What is counted:
 * - awards of the last WINDOW_MONTHS between a buyer and a seller that are not related to each
 *   other nor to the asking company (price-hint-independence.ts: no shared tax number, person or
 *   verified mail domain), from buyers approved now that have traded with others for at least
 *   TRACK_RECORD_DAYS;
 * - one price per buyer: its most recent award; related buyers count as one buyer together;
 * - nothing below MIN_BUYERS such buyers (counted in the sector itself, else in its group).
 *
 * What is published: only a price bucket, never a price. Prices fall into buckets with bounds
 * 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ (each 20–33 % wide); the hint is the bucket that
 * holds both middle prices (ranks ⌊(n−1)/2⌋ and the next one), with the number of buyers.
 * When the two middle prices fall into different buckets, there is no hint.
 *
 * What is guaranteed (a property test checks both):
 * - an answer depends on each price only through its bucket: even someone who controls every
 *   other counted award learns at most which bucket a price lies in;
 * - changing, adding or removing any one counted price never changes a published figure: the
 *   answer stays the same, or one of the two answers is no hint at all. (The two middle prices
 *   share a bucket B; one change moves the middle pair by at most one rank, and the new pair
 *   straddles the old one, so if it shares a bucket, that bucket is B.)
 */
export const PRICE_HINT_RULE = {
  windowMonths: 12,
  minBuyers: 5,
  /** Awards per buyer the query brings back at most, per scope (the rule counts one). */
  candidatesPerBuyer: 2,
} as const;

/** The bucket bounds within each power of ten. */
export const PRICE_HINT_STEPS = ['1', '1.2', '1.5', '2', '2.5', '3', '4', '5', '6', '8'] as const;

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

/** What the rule needs besides the awards: who the companies are, who traded before. */
export interface PriceHintEvidence {
  awards: readonly PastAward[];
  /** Every company of the awards, of the track records and the asker. */
  companies: ReadonlyMap<string, CompanyIdentity>;
  /** Per buyer: the sellers of its completed orders awarded TRACK_RECORD_DAYS or more ago. */
  oldSellers: ReadonlyMap<string, readonly string[]>;
}

/** A price range: [low, high) per unit, as money strings. */
export interface PriceBucket {
  low: string;
  high: string;
}

export interface PriceHintFigures extends PriceBucket {
  /** How many independent buyers' prices stand behind it (one each). */
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

const money = (value: Decimal) => value.toFixed(Math.max(2, value.decimalPlaces()));

/** The bucket a positive price falls into (a price of zero or less: the bucket [0, 0)). */
export function priceBucket(price: string): PriceBucket {
  const value = new Money(price);
  if (value.lessThanOrEqualTo(0)) return { low: '0.00', high: '0.00' };
  const power = new Money(10).pow(value.e);
  const steps = PRICE_HINT_STEPS.map((step) => power.times(step));
  const index = steps.findLastIndex((step) => step.lessThanOrEqualTo(value));
  const low = steps[index] ?? power;
  const high = steps[index + 1] ?? power.times(10);
  return { low: money(low), high: money(high) };
}

/**
 * The published statistic: the bucket of both middle prices (ranks ⌊(n−1)/2⌋ and one above),
 * or null when they fall into different buckets. Needs two prices or more.
 */
export function middleBucket(prices: readonly string[]): PriceBucket | null {
  if (prices.length < 2) throw new Error('middleBucket needs two prices or more');
  const ascending = [...prices].sort((a, b) => new Money(a).comparedTo(b));
  const rank = Math.floor((ascending.length - 1) / 2);
  const lower = priceBucket(ascending[rank] ?? '0');
  const upper = priceBucket(ascending[rank + 1] ?? '0');
  return lower.low === upper.low ? lower : null;
}

/**
 * The awards that count for `askerCompanyId`, one per independent buyer (its most recent;
 * related buyers together count once). No price takes part in choosing them.
 */
export function countedAwards(
  evidence: PriceHintEvidence,
  askerCompanyId: string,
  awards: readonly PastAward[] = evidence.awards,
): PastAward[] {
  const identity = (id: string) => evidence.companies.get(id) ?? unknownCompany(id);
  const asker = identity(askerCompanyId);
  const independent = new Map<string, boolean>();
  const isIndependent = (buyerId: string) => {
    let known = independent.get(buyerId);
    if (known === undefined) {
      const oldSellers = (evidence.oldSellers.get(buyerId) ?? []).map(identity);
      known = independentBuyer(identity(buyerId), asker, oldSellers);
      independent.set(buyerId, known);
    }
    return known;
  };
  const eligible = awards.filter((award) => {
    const seller = identity(award.sellerCompanyId);
    return (
      isIndependent(award.buyerCompanyId) &&
      !relatedCompanies(seller, asker) &&
      !relatedCompanies(seller, identity(award.buyerCompanyId))
    );
  });
  const groups = relatedGroups([...new Set(eligible.map((a) => a.buyerCompanyId))].map(identity));
  // Newest first; equal moments keep the order they came in (the query's): never by price.
  const newestFirst = eligible
    .map((award, index) => ({ award, index }))
    .sort((a, b) => b.award.awardedAt.getTime() - a.award.awardedAt.getTime() || a.index - b.index);
  const taken = new Set<string>();
  const counted: PastAward[] = [];
  for (const { award } of newestFirst) {
    const group = groups.get(award.buyerCompanyId) ?? award.buyerCompanyId;
    if (taken.has(group)) continue;
    taken.add(group);
    counted.push(award);
  }
  return counted;
}

/** The figures of counted awards (one per buyer), or null when they are too few or spread. */
export function priceHintFigures(counted: readonly PastAward[]): PriceHintFigures | null {
  if (counted.length < PRICE_HINT_RULE.minBuyers) return null;
  const bucket = middleBucket(counted.map((award) => award.unitPrice));
  return bucket && { ...bucket, awards: counted.length };
}

/**
 * The hint of a line for `askerCompanyId`. The scope is chosen by how many independent buyers
 * there are, never by their prices: the sector itself when MIN_BUYERS bought there, else the
 * whole sector group (the main sector and its sub-sectors) when they did there, else nothing.
 * A sector with enough buyers but no clear middle gives no hint rather than its group's.
 */
export function priceHintOf(
  evidence: PriceHintEvidence,
  askerCompanyId: string,
): (PriceHintFigures & { scope: PriceHintScope }) | null {
  const inSector = countedAwards(
    evidence,
    askerCompanyId,
    evidence.awards.filter((award) => award.sameSector),
  );
  if (inSector.length >= PRICE_HINT_RULE.minBuyers) {
    const figures = priceHintFigures(inSector);
    return figures && { ...figures, scope: 'sector' };
  }
  const figures = priceHintFigures(countedAwards(evidence, askerCompanyId));
  return figures && { ...figures, scope: 'sectorGroup' };
}
