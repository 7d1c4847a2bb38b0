import { trimDecimal } from '@teklifal/core';
import type { OrderItemRow, OrderRow } from '../queries/orders.ts';
import type { OrderPartyRow } from '../queries/documents.ts';
import type { UblOrder, UblParty } from './document.ts';
import { soleProprietorOf } from './person.ts';

const ublParty = (row: OrderPartyRow): UblParty => ({
  side: row.side,
  name: row.name,
  taxNumber: row.taxNumber,
  taxOffice: row.taxOffice,
  mersisNo: row.mersisNo,
  city: row.city,
  district: row.district,
  address: row.address,
  phone: row.phone,
  email: row.email,
  person: soleProprietorOf(row),
});

/** The stored order as the documents read it: its own lines, KDV and party snapshot. */
export function ublOrderOf(props: {
  order: OrderRow;
  items: readonly OrderItemRow[];
  parties: { buyer: OrderPartyRow; seller: OrderPartyRow };
  exchangeRate: UblOrder['exchangeRate'];
}): UblOrder {
  const { order } = props;
  return {
    id: order.id,
    orderNo: order.orderNo,
    orderDate: order.createdAt,
    currency: order.currency,
    seller: ublParty(props.parties.seller),
    buyer: ublParty(props.parties.buyer),
    lines: props.items.map((item, position) => ({
      position,
      name: item.name,
      specification: item.specification,
      quantity: trimDecimal(item.quantity),
      unit: item.unit,
      unitPrice: item.unitPrice,
      net: item.lineTotal,
      vatRate: item.vatRate,
      vat: item.vatAmount,
    })),
    deliveryCity: order.deliveryCity,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    paymentTerms: order.paymentTerms,
    trackingInfo: order.trackingInfo,
    exchangeRate: props.exchangeRate,
  };
}
