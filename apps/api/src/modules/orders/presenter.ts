import {
  canRateOrder,
  formatDate,
  sumAmounts,
  translate,
  vatTotals,
  trimDecimal,
  orderChatRoute,
  orderCommandsFor,
  orderDocumentsFor,
  taxNumberKindOf,
  type OrderEventView,
  type OrderPartyView,
  type Locale,
  type OrderItemView,
  type OrderListItem,
  type OrderSide,
  type OrderView,
  type RatingView,
} from '@teklifal/core';
import { presentCompanySummary } from '../companies/presenter.ts';
import { csvDecimal, csvFileName, toCsv } from '../../lib/csv.ts';
import type {
  OrderEventRow,
  OrderItemRow,
  OrderListRow,
  OrderRatingRow,
  OrderRow,
} from './queries/orders.ts';
import type { OrderPartyRow } from './queries/documents.ts';

/** An order in the lists of /myorders and /sellermyorders. */
export const presentOrderListItem = (row: OrderListRow): OrderListItem => ({
  id: row.order.id,
  orderNo: row.order.orderNo,
  adId: row.order.adId,
  adTitle: row.adTitle,
  status: row.order.status,
  currency: row.order.currency,
  total: row.order.total,
  vatTotal: row.order.vatTotal,
  grossTotal: sumAmounts([row.order.total, row.order.vatTotal]),
  itemCount: row.itemCount,
  buyer: presentCompanySummary(row.buyer),
  seller: presentCompanySummary(row.seller),
  deliveryDate: row.order.deliveryDate,
  createdAt: row.order.createdAt.toISOString(),
  updatedAt: row.order.updatedAt.toISOString(),
  unreadMessages: row.unreadMessages,
});

export const presentOrderItem = (row: OrderItemRow): OrderItemView => ({
  id: row.id,
  adItemId: row.adItemId,
  position: row.position,
  name: row.name,
  specification: row.specification,
  quantity: trimDecimal(row.quantity),
  unit: row.unit,
  unitPrice: row.unitPrice,
  lineTotal: row.lineTotal,
  vatRate: row.vatRate,
  vatAmount: row.vatAmount,
  grossTotal: sumAmounts([row.lineTotal, row.vatAmount]),
});

export const presentOrderEvent = (row: OrderEventRow): OrderEventView => ({
  id: row.event.id,
  type: row.event.type,
  at: row.event.createdAt.toISOString(),
  actorName: row.actorName,
  actorCompanyName: row.actorCompanyName,
  note: row.event.note,
  data: row.event.data,
});

/**
 * The award that made the order writes no timeline row of its own in every path (the bids
 * module owns it), so the timeline starts with the order's creation when no row says so.
 */
function creationEvent(
  order: OrderRow,
  creatorName: string | null,
  buyerName: string,
): OrderEventView {
  return {
    id: `${order.id}:created`,
    type: 'created',
    at: order.createdAt.toISOString(),
    actorName: creatorName,
    actorCompanyName: buyerName,
    note: null,
    data: {},
  };
}

const presentRating = (row: OrderRatingRow): RatingView => ({
  stars: row.rating.stars,
  comment: row.rating.comment,
  raterCompanyName: row.raterCompanyName,
  createdAt: row.rating.createdAt.toISOString(),
});

export interface OrderDetails {
  row: OrderListRow & { creatorName: string | null };
  items: OrderItemRow[];
  events: OrderEventRow[];
  ratings: OrderRatingRow[];
  parties: OrderPartyRow[];
}

/** A company of the order as the purchase order names it (the snapshot taken at the award). */
export const presentOrderParty = (row: OrderPartyRow): OrderPartyView => ({
  companyId: row.companyId,
  name: row.name,
  taxNumber: row.taxNumber,
  taxNumberKind: taxNumberKindOf(row.taxNumber),
  taxOffice: row.taxOffice,
  mersisNo: row.mersisNo,
  city: row.city,
  district: row.district,
  address: row.address,
  phone: row.phone,
  email: row.email,
});

/** Both parties of an order; the database writes them with the order, so both are there. */
export function orderPartiesOf(orderId: string, rows: readonly OrderPartyRow[]) {
  const buyer = rows.find((row) => row.side === 'buyer');
  const seller = rows.find((row) => row.side === 'seller');
  if (!buyer || !seller) throw new Error(`order ${orderId} has no snapshot of its parties`);
  return { buyer, seller };
}

/** GET /api/orders/:orderId for one of the two companies, with what that side may do. */
export function presentOrderView(
  details: OrderDetails,
  side: OrderSide,
  /** The buyer may give this declined order's lines to another bid (mayReawardOrder). */
  reaward = false,
): OrderView {
  const { order } = details.row;
  const ownCompanyId = side === 'buyer' ? order.buyerCompanyId : order.sellerCompanyId;
  const mine = details.ratings.find((r) => r.rating.raterCompanyId === ownCompanyId) ?? null;
  const theirs = details.ratings.find((r) => r.rating.raterCompanyId !== ownCompanyId) ?? null;
  const parties = orderPartiesOf(order.id, details.parties);
  const events = details.events.map(presentOrderEvent);
  if (!events.some((event) => event.type === 'created')) {
    events.unshift(creationEvent(order, details.row.creatorName, details.row.buyer.name));
  }
  return {
    ...presentOrderListItem(details.row),
    adCompanyId: order.buyerCompanyId,
    bidId: order.bidId,
    side,
    items: details.items.map(presentOrderItem),
    vatByRate: vatTotals(
      details.items.map((item) => ({ net: item.lineTotal, vatRate: item.vatRate })),
    ).byRate,
    events,
    deliveryCity: order.deliveryCity,
    deliveryAddress: order.deliveryAddress,
    deliveryDays: order.deliveryDays,
    paymentTerms: order.paymentTerms,
    declineReason: order.declineReason,
    proposedDeliveryDate: order.proposedDeliveryDate,
    cancelReason: order.cancelReason,
    trackingInfo: order.trackingInfo,
    chatRoute: orderChatRoute(order),
    abilities: {
      commands: orderCommandsFor(side, order.status),
      rate: canRateOrder(order.status, mine !== null),
      reaward,
    },
    ratings: {
      mine: mine ? presentRating(mine) : null,
      theirs: theirs ? presentRating(theirs) : null,
    },
    parties: {
      buyer: presentOrderParty(parties.buyer),
      seller: presentOrderParty(parties.seller),
    },
    documents: orderDocumentsFor(side, order.status),
  };
}

// ---------------------------------------------------------------- the CSV export

/** The columns in order; the other company's column is named after its side. */
const columns = (side: OrderSide) =>
  [
    'orderNo',
    'date',
    'ad',
    side === 'buyer' ? 'seller' : 'buyer',
    'status',
    'currency',
    'total',
    'vatTotal',
    'grossTotal',
    'deliveryDate',
  ] as const;

/** The orders list as Excel in Turkey opens it: one line per order, the other company named. */
export function ordersCsv(rows: readonly OrderListRow[], side: OrderSide, locale: Locale): string {
  return toCsv(
    columns(side).map((column) => translate(locale, `orders.csv.${column}`)),
    rows.map(({ order, adTitle, buyer, seller }) => [
      order.orderNo,
      formatDate(order.createdAt, locale),
      adTitle,
      side === 'buyer' ? seller.name : buyer.name,
      translate(locale, `procurement.orderStatus.${order.status}`),
      order.currency,
      csvDecimal(order.total),
      csvDecimal(order.vatTotal),
      csvDecimal(sumAmounts([order.total, order.vatTotal])),
      // A calendar day: noon UTC is the same day in Istanbul.
      formatDate(`${order.deliveryDate}T12:00:00Z`, locale),
    ]),
  );
}

export const ordersCsvFileName = (side: OrderSide, locale: Locale, now = new Date()) =>
  csvFileName(
    translate(locale, side === 'buyer' ? 'orders.csv.fileNameBuyer' : 'orders.csv.fileNameSeller'),
    now,
  );
