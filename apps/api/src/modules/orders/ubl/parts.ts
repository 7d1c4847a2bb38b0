import { documentUuid, istanbulDateTime, type UblLine, type UblOrder } from './document.ts';
import { el, text, type XmlChild, type XmlElement } from './xml.ts';

/** The root's namespaces: the document's own (e.g. `Invoice`) and UBL's common components. */
export const ublNamespaces = (documentName: string) => ({
  xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${documentName}-2`,
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

/**
 * What every document of an order opens with, in UBL's order: version, the UBL-TR
 * customization and scenario (when it is a GİB document), the number, no copy, the stable UUID
 * of the order's document of this kind, and the issue day and time in Istanbul.
 */
export function documentHeader(props: {
  order: Pick<UblOrder, 'id'>;
  kind: string;
  id: string;
  issuedAt: Date;
  customization?: { id: string; profile: string };
}): XmlChild[] {
  const issued = istanbulDateTime(props.issuedAt);
  return [
    text('cbc:UBLVersionID', '2.1'),
    props.customization && text('cbc:CustomizationID', props.customization.id),
    props.customization && text('cbc:ProfileID', props.customization.profile),
    text('cbc:ID', props.id),
    text('cbc:CopyIndicator', 'false'),
    text('cbc:UUID', documentUuid(props.order.id, props.kind)),
    text('cbc:IssueDate', issued.date),
    text('cbc:IssueTime', issued.time),
  ];
}

/** cac:DeliveryAddress: the order's delivery address (a free address and its province). */
export const deliveryAddressElement = (
  order: Pick<UblOrder, 'deliveryAddress' | 'deliveryCity'>,
): XmlElement =>
  el(
    'cac:DeliveryAddress',
    {},
    text('cbc:StreetName', order.deliveryAddress),
    text('cbc:CityName', order.deliveryCity),
    el('cac:Country', {}, text('cbc:IdentificationCode', 'TR'), text('cbc:Name', 'Türkiye')),
  );

/** cac:PaymentTerms: the order's payment terms as agreed, in words. */
export const paymentTermsElement = (order: Pick<UblOrder, 'paymentTerms'>) =>
  order.paymentTerms && el('cac:PaymentTerms', {}, text('cbc:Note', order.paymentTerms));

/** cac:Item: the line's name and specification. */
export const itemElement = (line: UblLine): XmlElement =>
  el(
    'cac:Item',
    {},
    line.specification && text('cbc:Description', line.specification),
    text('cbc:Name', line.name),
  );
