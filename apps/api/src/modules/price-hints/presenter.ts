import type { PriceHint, PriceHintFigures, PriceHintScope } from '@teklifal/core';
import type { PastAwardsQuery } from './queries/past-awards.ts';

/**
 * What leaves the server about past awards: the rule's price bucket with the unit and currency
 * it is in. No company, no id, no date, no price: nothing else exists to leak.
 */
export function presentPriceHint(
  figures: (PriceHintFigures & { scope: PriceHintScope }) | null,
  query: Pick<PastAwardsQuery, 'currency' | 'unit'>,
): PriceHint | null {
  if (!figures) return null;
  return {
    low: figures.low,
    high: figures.high,
    awards: figures.awards,
    currency: query.currency,
    unit: query.unit,
    scope: figures.scope,
  };
}
