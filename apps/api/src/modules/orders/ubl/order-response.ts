import type { UblOrder } from './document.ts';
import { orderReferenceElement, partyElement } from './party.ts';
import { documentHeader, ublNamespaces } from './parts.ts';
import { el, renderXml, text } from './xml.ts';

/** The seller's answer to the order, from its timeline (confirmed or declined). */
export interface UblSellerAnswer {
  accepted: boolean;
  at: Date;
  /** The seller's note with the answer, if any. */
  note: string | null;
  /** Why the seller declined (the decline's reason). */
  rejectionReason: string | null;
  /** Another delivery date the declining seller could meet, if given. */
  proposedDeliveryDate: string | null;
}

/**
 * The seller's answer as a UBL 2.1 OrderResponseSimple: accepted (AcceptedIndicator true) when
 * the seller confirmed the order, or refused with the reason as RejectionNote; issued when the
 * seller answered, and referring to the Order by its number and day (purchase-order.ts).
 */
export function buildOrderResponseXml(order: UblOrder, answer: UblSellerAnswer): string {
  const root = el(
    'OrderResponseSimple',
    ublNamespaces('OrderResponseSimple'),
    ...documentHeader({
      order,
      kind: 'order-response',
      id: `${order.orderNo}-${answer.accepted ? 'ONAY' : 'RED'}`,
      issuedAt: answer.at,
    }),
    answer.note && text('cbc:Note', answer.note),
    answer.proposedDeliveryDate &&
      text('cbc:Note', `Önerilen teslim tarihi: ${answer.proposedDeliveryDate}`),
    text('cbc:AcceptedIndicator', String(answer.accepted)),
    !answer.accepted &&
      text('cbc:RejectionNote', answer.rejectionReason ?? 'Satıcı siparişi reddetti.'),
    orderReferenceElement(order),
    el('cac:SellerSupplierParty', {}, partyElement(order.seller)),
    el('cac:BuyerCustomerParty', {}, partyElement(order.buyer)),
  );
  return renderXml(root);
}
