import { documentUuid, draftDocumentId, istanbulDateTime, type UblOrder } from './document.ts';
import { orderReferenceElement, partyElement } from './party.ts';
import { ublUnitCode } from './unit-codes.ts';
import { el, renderXml, text } from './xml.ts';

const NS = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/**
 * The order's shipment as a UBL-TR e-İrsaliye (DespatchAdvice, TEMELIRSALIYE, SEVK): the seller
 * despatches every line of the order to the buyer's delivery address, at the time the order was
 * marked shipped. Unsigned, with a draft number and a stable ETTN; the carrier or the driver
 * and plate, which GİB asks for, are added by the seller's integrator.
 */
export function buildDespatchXml(order: UblOrder, shippedAt: Date, issuedAt: Date): string {
  const issued = istanbulDateTime(issuedAt);
  const shipped = istanbulDateTime(shippedAt);
  const root = el(
    'DespatchAdvice',
    NS,
    text('cbc:UBLVersionID', '2.1'),
    // The e-İrsaliye guide's customization of UBL-TR.
    text('cbc:CustomizationID', 'TR1.2.1'),
    text('cbc:ProfileID', 'TEMELIRSALIYE'),
    text('cbc:ID', draftDocumentId('TKI', order.orderNo, order.orderDate)),
    text('cbc:CopyIndicator', 'false'),
    text('cbc:UUID', documentUuid(order.id, 'despatch')),
    text('cbc:IssueDate', issued.date),
    text('cbc:IssueTime', issued.time),
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
        el(
          'cac:DeliveryAddress',
          {},
          text('cbc:StreetName', order.deliveryAddress),
          text('cbc:CityName', order.deliveryCity),
          el('cac:Country', {}, text('cbc:IdentificationCode', 'TR'), text('cbc:Name', 'Türkiye')),
        ),
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
        text('cbc:DeliveredQuantity', line.quantity, { unitCode: ublUnitCode(line.unit) }),
        el('cac:OrderLineReference', {}, text('cbc:LineID', String(line.position + 1))),
        el(
          'cac:Item',
          {},
          line.specification && text('cbc:Description', line.specification),
          text('cbc:Name', line.name),
        ),
      ),
    ),
  );
  return renderXml(root);
}
