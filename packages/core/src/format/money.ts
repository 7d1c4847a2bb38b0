import Decimal from 'decimal.js';
import type { Locale } from '../constants.ts';
import { numberFormat } from './intl.ts';

/** Currencies an ad or a bid may be priced in; every amount travels with one. */
export const CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Money is exact: decimal strings in the API, decimal.js for arithmetic, never floats. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/**
 * A decimal typed by a person into a Turkish or English form: `1.234,56`, `1234,56`,
 * `1234.56`, `1 234,56`. Returns the canonical `1234.56`, or null when it is not a number.
 * A single dot followed by exactly three digits is a thousands separator in Turkish writing
 * (`1.250` is one thousand two hundred fifty), so only a comma may then mark decimals.
 * `dotGroups: false` is for numbers that never reach the thousands, such as exchange rates:
 * without a comma, a dot is then always the decimal point (`34.125` is 34.125).
 */
export function normalizeDecimalInput(
  raw: string,
  { dotGroups = true }: { dotGroups?: boolean } = {},
): string | null {
  let text = raw.replace(/[\s\u00a0']/g, '');
  if (text === '') return null;
  if (text.includes(',')) {
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (dotGroups && /^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replace(/\./g, '');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = new Money(text);
  return value.toFixed();
}

/** How many digits after the point a decimal string carries. */
export const decimalPlaces = (value: string) => new Money(value).decimalPlaces();

export const isPositiveDecimal = (value: string) => new Money(value).greaterThan(0);

/** quantity × unit price, rounded half-up to kuruş/cents. */
export const lineTotal = (quantity: string, unitPrice: string): string =>
  new Money(quantity).times(unitPrice).toFixed(2);

/** The sum of amounts in one currency, two decimals. */
export const sumAmounts = (amounts: readonly string[]): string =>
  amounts.reduce((sum, amount) => sum.plus(amount), new Money(0)).toFixed(2);

/**
 * The numeric columns that keep amounts: numeric(precision, scale). The API's database schema
 * declares its columns with these, so the input rules and the columns cannot drift apart.
 */
export interface NumericColumn {
  precision: number;
  scale: number;
}
/** Unit prices, line totals, bid and order totals, budgets: up to 9 999 999 999 999 999,99. */
export const MONEY_COLUMN = { precision: 18, scale: 2 } as const satisfies NumericColumn;
/** Quantities of ad and order lines: up to 999 999 999 999 999,999. */
export const QUANTITY_COLUMN = { precision: 18, scale: 3 } as const satisfies NumericColumn;

/** Digits a column keeps before the point. */
export const integerDigitsOf = (column: NumericColumn) => column.precision - column.scale;

/** Whether a decimal, rounded to the column's scale as the database rounds it, fits the column. */
export const fitsColumn = (value: string, column: NumericColumn): boolean =>
  new Money(value)
    .abs()
    .toDecimalPlaces(column.scale, Decimal.ROUND_HALF_UP)
    .lessThan(new Money(10).pow(integerDigitsOf(column)));

/**
 * What of a priced list would not fit the money column that keeps it: each line's total
 * (quantity × unit price, kept per bid line and order line) and, when every line fits, their
 * sum (kept as the bid's total; an order's total is the sum of some of its bid's lines, so it
 * fits when the bid's does). `lines` are the indexes of the lines that do not fit.
 */
export function amountOverflow(lines: readonly { quantity: string; unitPrice: string }[]): {
  lines: number[];
  total: boolean;
} {
  const totals = lines.map((line) => lineTotal(line.quantity, line.unitPrice));
  const overflowing = totals.flatMap((total, index) =>
    fitsColumn(total, MONEY_COLUMN) ? [] : [index],
  );
  const total = overflowing.length === 0 && !fitsColumn(sumAmounts(totals), MONEY_COLUMN);
  return { lines: overflowing, total };
}

/** Negative when a < b, zero when equal, positive when a > b. */
export const compareAmounts = (a: string, b: string): number => new Money(a).comparedTo(b);

/** An amount with its currency for people: `₺1.234,56` in Turkish, `TRY 1,234.56` style in English. */
export function formatMoney(amount: string, currency: Currency, locale: Locale = 'tr'): string {
  const format = numberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Intl formats a decimal string exactly (no float in between) on every engine we support.
  return format.format(amount as unknown as number);
}

/** A quantity for people: up to three decimals, Turkish or English separators. */
export function formatQuantity(quantity: string, locale: Locale = 'tr'): string {
  return numberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    maximumFractionDigits: 3,
  }).format(quantity as unknown as number);
}

/** An exchange rate for people, lira per unit: four to six decimals (`34,5000`, `34,251234`). */
export function formatRate(rate: string, locale: Locale = 'tr'): string {
  return numberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 4,
    maximumFractionDigits: 6,
  }).format(rate as unknown as number);
}

/** `120.000` → `120`, `1.500` → `1.5`: quantities leave the server without padding zeros. */
export const trimDecimal = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
