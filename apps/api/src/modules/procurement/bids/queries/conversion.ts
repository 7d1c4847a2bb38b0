import {
  istanbulDateOf,
  Money,
  type BidComparisonView,
  type BidView,
  type ConvertedTotals,
  type Currency,
} from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import type { PublishedAdRow } from '../../ads/queries/access.ts';
import type { ExchangeRates, RateFound } from '../../../exchange-rates/queries/rates.ts';

/**
 * On an ad that takes any currency, each foreign-currency bid's totals in the ad's currency at
 * the indicative rate of the deadline's day (today's while it is still ahead): for reading
 * only. Cross rates go through the lira (the bulletin quotes every currency in lira).
 */
export async function convertBids(
  db: Executor,
  rates: ExchangeRates,
  ad: Pick<PublishedAdRow, 'currency' | 'bidCurrencyRule' | 'bidDeadline'>,
  views: readonly BidView[],
  now: Date,
): Promise<{
  converted: Map<string, ConvertedTotals>;
  conversion: BidComparisonView['conversion'];
}> {
  const converted = new Map<string, ConvertedTotals>();
  const foreign = views.filter((view) => view.currency !== ad.currency && view.total !== null);
  if (ad.bidCurrencyRule !== 'any' || foreign.length === 0) {
    return { converted, conversion: null };
  }
  const deadlineDay = istanbulDateOf(ad.bidDeadline);
  const today = istanbulDateOf(now);
  const day = deadlineDay < today ? deadlineDay : today;
  const needed = [...new Set([ad.currency, ...foreign.map((view) => view.currency)])];
  const found = new Map<Currency, RateFound | null>();
  for (const currency of needed) found.set(currency, await rates.rateOn(db, currency, day));
  const target = found.get(ad.currency);
  for (const view of foreign) {
    const own = found.get(view.currency);
    if (!own || !target || view.total === null) continue;
    const rate = new Money(own.rate).dividedBy(target.rate);
    converted.set(view.id, {
      currency: ad.currency,
      total: rate.times(view.total).toFixed(2),
      grossTotal: rate.times(view.grossTotal ?? view.total).toFixed(2),
      rate: rate.toDecimalPlaces(6).toFixed(),
      // The older of the two bulletins: the day both rates stood.
      rateDay: own.publishedDay < target.publishedDay ? own.publishedDay : target.publishedDay,
      source: own.source === 'manual' || target.source === 'manual' ? 'manual' : 'tcmb',
    });
  }
  const missing = needed.filter((currency) => !found.get(currency));
  return { converted, conversion: { currency: ad.currency, day, missing } };
}
