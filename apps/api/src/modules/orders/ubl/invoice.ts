import { vatTotals, type InvoiceProfile, type VatRate } from '@teklifal/core';
import {
  documentUuid,
  draftDocumentId,
  istanbulDateTime,
  type UblLine,
  type UblOrder,
} from './document.ts';
import { orderReferenceElement, partyElement } from './party.ts';
import { ublUnitCode } from './unit-codes.ts';
import { el, renderXml, text, type XmlElement } from './xml.ts';

const NS = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** KDV in GİB's tax type list. */
const KDV = { name: 'KDV', code: '0015' };
/**
 * A 0 % line on a SATIS invoice needs an exemption reason; 351 ("KDV – İstisna olmayan diğer")
 * is GİB's code for zero-rated sales that are no exemption. A seller whose 0 % is a real
 * exemption (export, …) issues an ISTISNA invoice instead: its integrator sets the code.
 */
const ZERO_RATE_REASON = { code: '351', text: 'KDV - İstisna Olmayan Diğer' };

function taxSubtotal(
  currency: string,
  amounts: { net: string; vat: string; rate: VatRate },
): XmlElement {
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

function invoiceLine(line: UblLine, currency: string): XmlElement {
  return el(
    'cac:InvoiceLine',
    {},
    text('cbc:ID', String(line.position + 1)),
    text('cbc:InvoicedQuantity', line.quantity, { unitCode: ublUnitCode(line.unit) }),
    text('cbc:LineExtensionAmount', line.net, { currencyID: currency }),
    el(
      'cac:TaxTotal',
      {},
      text('cbc:TaxAmount', line.vat, { currencyID: currency }),
      taxSubtotal(currency, { net: line.net, vat: line.vat, rate: line.vatRate }),
    ),
    el(
      'cac:Item',
      {},
      line.specification && text('cbc:Description', line.specification),
      text('cbc:Name', line.name),
    ),
    el('cac:Price', {}, text('cbc:PriceAmount', line.unitPrice, { currencyID: currency })),
  );
}

/** The invoice's amounts: each line's KDV as stored (rounded on the line), summed per rate. */
export function invoiceTotals(lines: readonly UblLine[]) {
  const totals = vatTotals(lines.map((line) => ({ net: line.net, vatRate: line.vatRate })));
  return totals;
}

/**
 * The order as a UBL-TR 1.2 invoice (SATIS): unsigned, with a draft number and a stable ETTN,
 * ready for the seller's integrator to number, sign and send.
 */
export function buildInvoiceXml(order: UblOrder, profile: InvoiceProfile, issuedAt: Date): string {
  const { currency } = order;
  const issued = istanbulDateTime(issuedAt);
  const totals = invoiceTotals(order.lines);
  const foreign = currency !== 'TRY';
  const root = el(
    'Invoice',
    NS,
    text('cbc:UBLVersionID', '2.1'),
    text('cbc:CustomizationID', 'TR1.2'),
    text('cbc:ProfileID', profile),
    text('cbc:ID', draftDocumentId('TKF', order.orderNo, order.orderDate)),
    text('cbc:CopyIndicator', 'false'),
    text('cbc:UUID', documentUuid(order.id, 'invoice')),
    text('cbc:IssueDate', issued.date),
    text('cbc:IssueTime', issued.time),
    text('cbc:InvoiceTypeCode', 'SATIS'),
    text('cbc:Note', `Sipariş no: ${order.orderNo}`),
    text('cbc:DocumentCurrencyCode', currency),
    foreign && text('cbc:PricingCurrencyCode', currency),
    text('cbc:LineCountNumeric', String(order.lines.length)),
    orderReferenceElement(order),
    el('cac:AccountingSupplierParty', {}, partyElement(order.seller)),
    el('cac:AccountingCustomerParty', {}, partyElement(order.buyer)),
    el(
      'cac:Delivery',
      {},
      el(
        'cac:DeliveryAddress',
        {},
        text('cbc:StreetName', order.deliveryAddress),
        text('cbc:CityName', order.deliveryCity),
        el('cac:Country', {}, text('cbc:IdentificationCode', 'TR'), text('cbc:Name', 'Türkiye')),
      ),
    ),
    order.paymentTerms && el('cac:PaymentTerms', {}, text('cbc:Note', order.paymentTerms)),
    foreign &&
      order.exchangeRate &&
      el(
        'cac:PricingExchangeRate',
        {},
        text('cbc:SourceCurrencyCode', currency),
        text('cbc:TargetCurrencyCode', 'TRY'),
        text('cbc:CalculationRate', order.exchangeRate.rate),
        text('cbc:Date', order.exchangeRate.day),
      ),
    el(
      'cac:TaxTotal',
      {},
      text('cbc:TaxAmount', totals.vat, { currencyID: currency }),
      ...totals.byRate.map((sub) => taxSubtotal(currency, sub)),
    ),
    el(
      'cac:LegalMonetaryTotal',
      {},
      text('cbc:LineExtensionAmount', totals.net, { currencyID: currency }),
      text('cbc:TaxExclusiveAmount', totals.net, { currencyID: currency }),
      text('cbc:TaxInclusiveAmount', totals.gross, { currencyID: currency }),
      text('cbc:AllowanceTotalAmount', '0.00', { currencyID: currency }),
      text('cbc:PayableAmount', totals.gross, { currencyID: currency }),
    ),
    ...order.lines.map((line) => invoiceLine(line, currency)),
  );
  return renderXml(root);
}
