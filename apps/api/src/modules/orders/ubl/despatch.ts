import { unEceUnitCode } from '@teklifal/core';
import { draftDocumentId, istanbulDateTime, type UblOrder } from './document.ts';
import { orderReferenceElement, partyElement } from './party.ts';
import { deliveryAddressElement, documentHeader, itemElement, ublNamespaces } from './parts.ts';
import { el, renderXml, text } from './xml.ts';

/**
 * The order's shipment as a UBL-TR e-İrsaliye (DespatchAdvice, TEMELIRSALIYE, SEVK): the seller
 * despatches every line of the order to the buyer's delivery address, at the time the order was
 * marked shipped. Unsigned, with a draft number and a stable ETTN; the carrier or the driver
 * and plate, which GİB asks for, are added by the seller's integrator.
 */
export function buildDespatchXml(order: UblOrder, shippedAt: Date, issuedAt: Date): string {
  const shipped = istanbulDateTime(shippedAt);
  const root = el(
    'DespatchAdvice',
    ublNamespaces('DespatchAdvice'),
    ...documentHeader({
      order,
      kind: 'despatch',
      id: draftDocumentId('TKI', order.orderNo, order.orderDate),
      issuedAt,
      // The e-İrsaliye guide's customization of UBL-TR.
      customization: { id: 'TR1.2.1', profile: 'TEMELIRSALIYE' },
    }),
    text('cbc:DespatchAdviceTypeCode', 'SEVK'),
    text('cbc:Note', `Sipariş no: ${order.orderNo}`),
    order.trackingInfo && text('cbc:Note', `Kargo / takip: ${order.trackingInfo}`),
    text('cbc:LineCountNumeric', String(order.lines.length)),
    orderReferenceElement(order),
    el('cac:DespatchSupplierParty', {}, partyElement(order.seller)),
    el('cac:DeliveryCustomerParty', {}, partyElement(order.buyer)),
    el(
      'cac:Shipment',
      {},
      text('cbc:ID', '1'),
      el(
        'cac:Delivery',
        {},
        deliveryAddressElement(order),
        el(
          'cac:Despatch',
          {},
          text('cbc:ActualDespatchDate', shipped.date),
          text('cbc:ActualDespatchTime', shipped.time),
        ),
      ),
    ),
    ...order.lines.map((line) =>
      el(
        'cac:DespatchLine',
        {},
        text('cbc:ID', String(line.position + 1)),
        text('cbc:DeliveredQuantity', line.quantity, { unitCode: unEceUnitCode(line.unit) }),
        el('cac:OrderLineReference', {}, text('cbc:LineID', String(line.position + 1))),
        itemElement(line),
      ),
    ),
  );
  return renderXml(root);
}
