import { z } from 'zod';
import { CURRENCIES } from '../format/money.ts';
import { currencyField, idField, unitField, UNITS } from './ad.ts';
import { withFieldLabels } from './field-labels.ts';
import { requiredText } from './fields.ts';

/** Fewer letters than this say too little about a line to look for similar ones. */
export const PRICE_HINT_NAME_MIN = 3;

/** GET /api/price-hints: the line a buyer is writing (its ad's sector and currency). */
export const PriceHintQuery = withFieldLabels(
  z.object({
    sectorId: idField,
    unit: unitField,
    currency: currencyField,
    name: requiredText(200).refine((value) => value.length >= PRICE_HINT_NAME_MIN, {
      message: 'validation.minLength',
      params: { min: PRICE_HINT_NAME_MIN },
    }),
  }),
  { name: 'fields.itemName' },
);
export type PriceHintQuery = z.infer<typeof PriceHintQuery>;

export const PRICE_HINT_SCOPES = ['sector', 'sectorGroup'] as const;

/**
 * What similar lines were awarded for in the last 12 months, per unit, before KDV: the price
 * bucket that holds the middle of independent buyers' prices. Never a company, never a price:
 * core policies/price-hints.ts decides what may be shown.
 */
export const PriceHint = z.object({
  low: z.string().describe('Lower bound of the price bucket of the middle prices, per unit, net'),
  high: z.string().describe('Upper bound (exclusive) of that bucket, per unit, net of KDV'),
  awards: z.number().int().describe('How many independent buyers stand behind it, one price each'),
  currency: z.enum(CURRENCIES),
  unit: z.enum(UNITS),
  scope: z
    .enum(PRICE_HINT_SCOPES)
    .describe('sector: the same sector; sectorGroup: its main sector with all sub-sectors'),
});
export type PriceHint = z.infer<typeof PriceHint>;

/** The answer for one line: a hint, or null where the data is too thin to stay anonymous. */
export const PriceHintAnswer = z.object({ hint: PriceHint.nullable() });
export type PriceHintAnswer = z.infer<typeof PriceHintAnswer>;

/** GET /api/ads/:adId/price-hints: a hint (or null) for every line of the buyer's own ad. */
export const AdPriceHints = z.object({
  adId: z.string(),
  lines: z.array(z.object({ adItemId: z.string(), hint: PriceHint.nullable() })),
});
export type AdPriceHints = z.infer<typeof AdPriceHints>;
