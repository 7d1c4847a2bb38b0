import { Money } from './money.ts';

/** KDV (Turkish VAT) rates a bid line may carry, in percent. */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** The general rate: most goods and services a company buys. */
export const DEFAULT_VAT_RATE: VatRate = 20;

export const isVatRate = (value: unknown): value is VatRate =>
  (VAT_RATES as readonly unknown[]).includes(value);

/**
 * A line's KDV: its net amount × rate, rounded half-up to kuruş on the line itself, as Turkish
 * invoices do (UBL-TR carries a rounded TaxAmount per line and the invoice's KDV is the sum of
 * those). Summing first and rounding once can differ by a kuruş per line; we never do that.
 */
export const lineVat = (net: string, rate: VatRate): string =>
  new Money(net).times(rate).dividedBy(100).toFixed(2);

export interface VatAmounts {
  net: string;
  vat: string;
  gross: string;
}

/** Net, KDV and gross of one line. */
export function lineAmounts(net: string, rate: VatRate): VatAmounts {
  const vat = lineVat(net, rate);
  return { net: new Money(net).toFixed(2), vat, gross: new Money(net).plus(vat).toFixed(2) };
}

export interface VatSubtotal extends VatAmounts {
  rate: VatRate;
}

export interface VatTotals extends VatAmounts {
  /** One entry per rate used, ascending: what an invoice shows as "KDV (%20)" and so on. */
  byRate: VatSubtotal[];
}

/**
 * The totals of lines in one currency: each line's KDV rounded first (see lineVat), then
 * summed, overall and per rate.
 */
export function vatTotals(lines: readonly { net: string; vatRate: VatRate }[]): VatTotals {
  const byRate = new Map<
    VatRate,
    { net: InstanceType<typeof Money>; vat: InstanceType<typeof Money> }
  >();
  let net = new Money(0);
  let vat = new Money(0);
  for (const line of lines) {
    const lineTax = lineVat(line.net, line.vatRate);
    net = net.plus(line.net);
    vat = vat.plus(lineTax);
    const entry = byRate.get(line.vatRate) ?? { net: new Money(0), vat: new Money(0) };
    byRate.set(line.vatRate, { net: entry.net.plus(line.net), vat: entry.vat.plus(lineTax) });
  }
  return {
    net: net.toFixed(2),
    vat: vat.toFixed(2),
    gross: net.plus(vat).toFixed(2),
    byRate: [...byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rate, sums]) => ({
        rate,
        net: sums.net.toFixed(2),
        vat: sums.vat.toFixed(2),
        gross: sums.net.plus(sums.vat).toFixed(2),
      })),
  };
}

/** A unit price with its line's KDV added, for comparing gross prices (not rounded: exact). */
export const grossUnitPrice = (unitPrice: string, rate: VatRate): string =>
  new Money(unitPrice)
    .times(100 + rate)
    .dividedBy(100)
    .toFixed();
