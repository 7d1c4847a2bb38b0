import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import { dateField } from './dates.ts';
import { positiveDecimalField } from './amounts.ts';

export const EXCHANGE_RATE_SOURCES = ['tcmb', 'manual'] as const;
/** 'tcmb': fetched from the configured source; 'manual': entered by staff as a fallback. */
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** PUT /api/admin/exchange-rates: staff's rate for a day, used when the source has none. */
export const ExchangeRateInput = z.object({
  day: dateField,
  currency: z.enum(CURRENCIES, { error: 'validation.oneOf' }).refine((c) => c !== 'TRY', {
    message: 'validation.oneOf',
  }),
  rate: positiveDecimalField({ precision: 18, scale: 6 }),
});
export type ExchangeRateInput = z.input<typeof ExchangeRateInput>;

export const ExchangeRateView = z.object({
  day: z.string(),
  currency: z.enum(CURRENCIES),
  source: z.enum(EXCHANGE_RATE_SOURCES),
  rate: z.string(),
  publishedDay: z.string(),
  createdAt: z.string(),
});
export type ExchangeRateView = z.infer<typeof ExchangeRateView>;
