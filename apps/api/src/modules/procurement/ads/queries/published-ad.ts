import { AD_TERM_COLUMNS } from '../../schema.ts';

type AdTerm = (typeof AD_TERM_COLUMNS)[number];

/** (Part of) an ad row as it is once published: every term it selects is there. */
export type Published<T> = Omit<T, AdTerm> & { [K in AdTerm & keyof T]: NonNullable<T[K]> };

/**
 * An ad past its draft has every term: the ad_terms_unless_draft check holds it in the
 * database, and this gives it to the types. For the readers that only published ads reach
 * (bids, orders, the deadline job, the market). A row that lacks a term here is a draft where a
 * published ad was expected, a bug of the caller: it throws rather than carry a null along.
 */
export function publishedAd<T extends object>(row: T): Published<T> {
  for (const column of AD_TERM_COLUMNS) {
    if (column in row && (row as Record<string, unknown>)[column] === null) {
      throw new Error(`the ad has no ${column}: a draft where a published ad was expected`);
    }
  }
  return row as Published<T>;
}

/** A published ad's line has its quantity (publishing checks every line's); see publishedAd. */
export function publishedLine<T extends { quantity: string | null }>(
  line: T,
): T & { quantity: string } {
  if (line.quantity === null) {
    throw new Error('the line has no quantity: a draft where a published ad was expected');
  }
  return line as T & { quantity: string };
}
