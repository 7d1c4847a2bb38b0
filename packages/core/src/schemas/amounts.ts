import { z } from 'zod';
import {
  decimalPlaces,
  fitsColumn,
  integerDigitsOf,
  isPositiveDecimal,
  MONEY_COLUMN,
  normalizeDecimalInput,
  QUANTITY_COLUMN,
  type NumericColumn,
} from '../format/money.ts';

/**
 * A positive decimal typed by a person (`1.234,56` or `1234.56`), stored as the canonical
 * string in `column`: no more decimals than the column keeps, and small enough to fit it (a
 * larger number would reach the database and fail there). What the stored products and sums
 * of such numbers must fit is checked where both factors are known (see `amountOverflow`).
 */
export const positiveDecimalField = (
  column: NumericColumn,
  /** See `normalizeDecimalInput`: false for numbers below a thousand, such as rates. */
  { dotGroups = true }: { dotGroups?: boolean } = {},
) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    if (String(value).trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    const normalized = normalizeDecimalInput(String(value), { dotGroups });
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.number' });
      return z.NEVER;
    }
    if (!isPositiveDecimal(normalized)) {
      ctx.addIssue({ code: 'custom', message: 'validation.positive' });
      return z.NEVER;
    }
    if (decimalPlaces(normalized) > column.scale) {
      const places = column.scale;
      ctx.addIssue({ code: 'custom', message: 'validation.decimals', params: { places } });
      return z.NEVER;
    }
    if (!fitsColumn(normalized, column)) {
      const digits = integerDigitsOf(column);
      ctx.addIssue({ code: 'custom', message: 'validation.tooManyDigits', params: { digits } });
      return z.NEVER;
    }
    return normalized;
  });

/** Unit prices and budgets: two decimals, kept in the money column. */
export const moneyField = positiveDecimalField(MONEY_COLUMN);
/** Line quantities: three decimals, kept in the quantity column. */
export const quantityField = positiveDecimalField(QUANTITY_COLUMN);
