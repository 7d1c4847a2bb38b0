import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import { dateField } from './dates.ts';
import { positiveDecimalField } from './amounts.ts';
import { withFieldLabels } from './field-labels.ts';
import { pageField, pageOf, pageSizeField } from './paging.ts';

export const EXCHANGE_RATE_SOURCES = ['tcmb', 'manual'] as const;
/** 'tcmb': fetched from the configured source; 'manual': entered by staff as a fallback. */
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** The currencies a rate is kept for: every one but the lira, which is always 1. */
export const RATE_CURRENCIES = CURRENCIES.filter((c) => c !== 'TRY');

const rateCurrencyField = z
  .enum(CURRENCIES, { error: 'validation.oneOf' })
  .refine((c) => c !== 'TRY', { message: 'validation.oneOf' });

const RATE_LABELS = {
  day: 'admin.exchangeRates.fields.day',
  currency: 'fields.currency',
  rate: 'admin.exchangeRates.fields.rate',
  from: 'admin.exchangeRates.from',
  to: 'admin.exchangeRates.to',
} as const;

/** PUT /api/admin/exchange-rates: staff's rate for a day, used when the source has none. */
export const ExchangeRateInput = withFieldLabels(
  z.object({
    day: dateField,
    currency: rateCurrencyField,
    // Lira per unit never reaches a thousand: `34.125` is typed in English for 34,125.
    rate: positiveDecimalField({ precision: 18, scale: 6 }, { dotGroups: false }),
  }),
  RATE_LABELS,
);
export type ExchangeRateInput = z.input<typeof ExchangeRateInput>;

/** GET /api/admin/exchange-rates: newest day first, by currency and a range of days. */
export const ExchangeRatesQuery = withFieldLabels(
  z.object({
    currency: rateCurrencyField.optional(),
    from: dateField.optional(),
    to: dateField.optional(),
    page: pageField,
    pageSize: pageSizeField,
  }),
  RATE_LABELS,
);
export type ExchangeRatesQuery = z.input<typeof ExchangeRatesQuery>;

export const ExchangeRateView = z.object({
  day: z.string(),
  currency: z.enum(CURRENCIES),
  source: z.enum(EXCHANGE_RATE_SOURCES),
  rate: z.string(),
  publishedDay: z.string().describe('The bulletin’s own day: a Saturday takes Friday’s rates'),
  enteredBy: z
    .object({ id: z.string(), name: z.string().nullable() })
    .nullable()
    .describe('The staff member who entered a manual rate; null for fetched rates'),
  createdAt: z.string().describe('When the rate was fetched, or last entered'),
});
export type ExchangeRateView = z.infer<typeof ExchangeRateView>;

export const ExchangeRatePage = pageOf(ExchangeRateView);
export type ExchangeRatePage = z.infer<typeof ExchangeRatePage>;
