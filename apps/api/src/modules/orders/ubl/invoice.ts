import { unEceUnitCode, type InvoiceProfile } from '@teklifal/core';
import { draftDocumentId, type UblLine, type UblOrder } from './document.ts';
import { orderReferenceElement, partyElement } from './party.ts';
import {
  deliveryAddressElement,
  documentHeader,
  itemElement,
  paymentTermsElement,
  ublNamespaces,
} from './parts.ts';
import { documentTotalElements, documentTotals, lineTaxTotalElement } from './tax.ts';
import { el, renderXml, text, type XmlElement } from './xml.ts';

function invoiceLine(line: UblLine, currency: string): XmlElement {
  return el(
    'cac:InvoiceLine',
    {},
    text('cbc:ID', String(line.position + 1)),
    text('cbc:InvoicedQuantity', line.quantity, { unitCode: unEceUnitCode(line.unit) }),
    text('cbc:LineExtensionAmount', line.net, { currencyID: currency }),
    lineTaxTotalElement(line, currency),
    itemElement(line),
    el('cac:Price', {}, text('cbc:PriceAmount', line.unitPrice, { currencyID: currency })),
  );
}

/** The invoice's amounts: each line's KDV as stored (rounded on the line), summed per rate. */
export const invoiceTotals = documentTotals;

/**
 * The order as a UBL-TR 1.2 invoice (SATIS): unsigned, with a draft number and a stable ETTN,
 * ready for the seller's integrator to number, sign and send.
 */
export function buildInvoiceXml(order: UblOrder, profile: InvoiceProfile, issuedAt: Date): string {
  const { currency } = order;
  const foreign = currency !== 'TRY';
  const root = el(
    'Invoice',
    ublNamespaces('Invoice'),
    ...documentHeader({
      order,
      kind: 'invoice',
      id: draftDocumentId('TKF', order.orderNo, order.orderDate),
      issuedAt,
      customization: { id: 'TR1.2', profile },
    }),
    text('cbc:InvoiceTypeCode', 'SATIS'),
    text('cbc:Note', `Sipariş no: ${order.orderNo}`),
    text('cbc:DocumentCurrencyCode', currency),
    foreign && text('cbc:PricingCurrencyCode', currency),
    text('cbc:LineCountNumeric', String(order.lines.length)),
    orderReferenceElement(order),
    el('cac:AccountingSupplierParty', {}, partyElement(order.seller)),
    el('cac:AccountingCustomerParty', {}, partyElement(order.buyer)),
    el('cac:Delivery', {}, deliveryAddressElement(order)),
    paymentTermsElement(order),
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
    ...documentTotalElements(order, 'cac:LegalMonetaryTotal'),
    ...order.lines.map((line) => invoiceLine(line, currency)),
  );
  return renderXml(root);
}
