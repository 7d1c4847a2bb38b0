import { vatTotals, type VatRate } from '@teklifal/core';
import type { UblLine, UblOrder } from './document.ts';
import { el, text, type XmlElement } from './xml.ts';

/** KDV in GİB's tax type list. */
const KDV = { name: 'KDV', code: '0015' };
/**
 * A 0 % line on a SATIS invoice needs an exemption reason; 351 ("KDV – İstisna olmayan diğer")
 * is GİB's code for zero-rated sales that are no exemption. A seller whose 0 % is a real
 * exemption (export, …) issues an ISTISNA invoice instead: its integrator sets the code.
 */
const ZERO_RATE_REASON = { code: '351', text: 'KDV - İstisna Olmayan Diğer' };

type Totals = ReturnType<typeof documentTotals>;

/** The document's amounts: each line's KDV as stored (rounded on the line), summed per rate. */
export function documentTotals(lines: readonly UblLine[]) {
  return vatTotals(lines.map((line) => ({ net: line.net, vatRate: line.vatRate })));
}

/** cac:TaxSubtotal: the net and the KDV at one rate, with KDV's tax scheme. */
function taxSubtotal(currency: string, amounts: { net: string; vat: string; rate: VatRate }) {
  return el(
    'cac:TaxSubtotal',
    {},
    text('cbc:TaxableAmount', amounts.net, { currencyID: currency }),
    text('cbc:TaxAmount', amounts.vat, { currencyID: currency }),
    text('cbc:Percent', String(amounts.rate)),
    el(
      'cac:TaxCategory',
      {},
      amounts.rate === 0 && text('cbc:TaxExemptionReasonCode', ZERO_RATE_REASON.code),
      amounts.rate === 0 && text('cbc:TaxExemptionReason', ZERO_RATE_REASON.text),
      el('cac:TaxScheme', {}, text('cbc:Name', KDV.name), text('cbc:TaxTypeCode', KDV.code)),
    ),
  );
}

/** The document's cac:TaxTotal: all KDV, and a subtotal per rate. */
const taxTotalElement = (currency: string, totals: Totals): XmlElement =>
  el(
    'cac:TaxTotal',
    {},
    text('cbc:TaxAmount', totals.vat, { currencyID: currency }),
    ...totals.byRate.map((sub) => taxSubtotal(currency, sub)),
  );

/** A line's cac:TaxTotal: its own KDV at its rate. */
export const lineTaxTotalElement = (line: UblLine, currency: string): XmlElement =>
  el(
    'cac:TaxTotal',
    {},
    text('cbc:TaxAmount', line.vat, { currencyID: currency }),
    taxSubtotal(currency, { net: line.net, vat: line.vat, rate: line.vatRate }),
  );

/**
 * The monetary total (an invoice's LegalMonetaryTotal, an order's AnticipatedMonetaryTotal):
 * the lines' net, KDV included, and the amount to pay; no allowance on our orders.
 */
const monetaryTotalElement = (name: string, currency: string, totals: Totals) =>
  el(
    name,
    {},
    text('cbc:LineExtensionAmount', totals.net, { currencyID: currency }),
    text('cbc:TaxExclusiveAmount', totals.net, { currencyID: currency }),
    text('cbc:TaxInclusiveAmount', totals.gross, { currencyID: currency }),
    text('cbc:AllowanceTotalAmount', '0.00', { currencyID: currency }),
    text('cbc:PayableAmount', totals.gross, { currencyID: currency }),
  );

/**
 * The document's amounts in UBL's order: the TaxTotal, then the monetary total under its name
 * (cac:LegalMonetaryTotal for an invoice, cac:AnticipatedMonetaryTotal for an order).
 */
export function documentTotalElements(
  order: Pick<UblOrder, 'currency' | 'lines'>,
  monetaryTotalName: string,
): XmlElement[] {
  const totals = documentTotals(order.lines);
  return [
    taxTotalElement(order.currency, totals),
    monetaryTotalElement(monetaryTotalName, order.currency, totals),
  ];
}
