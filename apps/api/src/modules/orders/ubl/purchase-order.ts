import { unEceUnitCode } from '@teklifal/core';
import type { UblLine, UblOrder } from './document.ts';
import { partyElement } from './party.ts';
import {
  deliveryAddressElement,
  documentHeader,
  itemElement,
  paymentTermsElement,
  ublNamespaces,
} from './parts.ts';
import { documentTotalElements, lineTaxTotalElement } from './tax.ts';
import { el, renderXml, text, type XmlElement } from './xml.ts';

/** Where the order came from: the buyer's ad (the request for quotation) and the awarded bid. */
export interface UblOrderOrigin {
  adId: string;
  adTitle: string;
  bidId: string;
  /** The delivery time the seller's bid promised, in days. */
  deliveryDays: number;
}

/** UN/CEFACT 1001: 220 is an order. */
const ORDER_TYPE_CODE = '220';

function orderLine(line: UblLine, currency: string): XmlElement {
  return el(
    'cac:OrderLine',
    {},
    el(
      'cac:LineItem',
      {},
      text('cbc:ID', String(line.position + 1)),
      text('cbc:Quantity', line.quantity, { unitCode: unEceUnitCode(line.unit) }),
      text('cbc:LineExtensionAmount', line.net, { currencyID: currency }),
      text('cbc:TotalTaxAmount', line.vat, { currencyID: currency }),
      el('cac:Price', {}, text('cbc:PriceAmount', line.unitPrice, { currencyID: currency })),
      itemElement(line),
      lineTaxTotalElement(line, currency),
    ),
  );
}

/**
 * The order as the buyer placed it at the award, as a UBL 2.1 Order for the parties' ERPs:
 * numbered by the order number and issued when the order was made, so every download of it is
 * the same document. The awarded bid is its quotation, the ad an additional reference; the
 * delivery is the ad's requested date at its address, with the bid's promised days.
 */
export function buildPurchaseOrderXml(order: UblOrder, origin: UblOrderOrigin): string {
  const { currency } = order;
  const root = el(
    'Order',
    ublNamespaces('Order'),
    ...documentHeader({ order, kind: 'order', id: order.orderNo, issuedAt: order.orderDate }),
    text('cbc:OrderTypeCode', ORDER_TYPE_CODE),
    text('cbc:Note', `İlan: ${origin.adTitle}`),
    text('cbc:DocumentCurrencyCode', currency),
    currency !== 'TRY' && text('cbc:PricingCurrencyCode', currency),
    text('cbc:LineCountNumeric', String(order.lines.length)),
    el(
      'cac:QuotationDocumentReference',
      {},
      text('cbc:ID', origin.bidId),
      text('cbc:DocumentType', 'Teklif'),
    ),
    el(
      'cac:AdditionalDocumentReference',
      {},
      text('cbc:ID', origin.adId),
      text('cbc:DocumentType', 'İlan'),
      text('cbc:DocumentDescription', origin.adTitle),
    ),
    el('cac:BuyerCustomerParty', {}, partyElement(order.buyer)),
    el('cac:SellerSupplierParty', {}, partyElement(order.seller)),
    el(
      'cac:Delivery',
      {},
      deliveryAddressElement(order),
      el('cac:RequestedDeliveryPeriod', {}, text('cbc:EndDate', order.deliveryDate)),
      el(
        'cac:PromisedDeliveryPeriod',
        {},
        text('cbc:DurationMeasure', String(origin.deliveryDays), { unitCode: 'DAY' }),
      ),
    ),
    paymentTermsElement(order),
    ...documentTotalElements(order, 'cac:AnticipatedMonetaryTotal'),
    ...order.lines.map((line) => orderLine(line, currency)),
  );
  return renderXml(root);
}
