import { formatDate, istanbulDateOf, translate, type Locale, type OrderSide } from '@teklifal/core';
import { csvDecimal, toCsv } from '../../lib/csv.ts';
import type { OrderListRow } from './queries.ts';

/**
 * Column titles of the orders CSV. They belong in the catalogue (orders.csv.*, a web-owned
 * section) and move there once it has them; until then both languages are kept side by side
 * here so a header never shows a raw key.
 */
const HEADERS: Record<Locale, Record<OrderSide, readonly string[]>> = {
  tr: {
    buyer: [
      'Sipariş no',
      'Tarih',
      'İlan',
      'Satıcı',
      'Durum',
      'Para birimi',
      'Tutar',
      'Teslimat tarihi',
    ],
    seller: [
      'Sipariş no',
      'Tarih',
      'İlan',
      'Alıcı',
      'Durum',
      'Para birimi',
      'Tutar',
      'Teslimat tarihi',
    ],
  },
  en: {
    buyer: ['Order no', 'Date', 'Ad', 'Seller', 'Status', 'Currency', 'Total', 'Delivery date'],
    seller: ['Order no', 'Date', 'Ad', 'Buyer', 'Status', 'Currency', 'Total', 'Delivery date'],
  },
};

const FILE_PREFIX: Record<Locale, Record<OrderSide, string>> = {
  tr: { buyer: 'siparislerim', seller: 'satis-siparislerim' },
  en: { buyer: 'my-orders', seller: 'my-sales-orders' },
};

/** The orders list as Excel in Turkey opens it: one line per order, the other company named. */
export function ordersCsv(rows: readonly OrderListRow[], side: OrderSide, locale: Locale): string {
  return toCsv(
    HEADERS[locale][side],
    rows.map(({ order, adTitle, buyer, seller }) => [
      order.orderNo,
      formatDate(order.createdAt, locale),
      adTitle,
      side === 'buyer' ? seller.name : buyer.name,
      translate(locale, `procurement.orderStatus.${order.status}`),
      order.currency,
      csvDecimal(order.total),
      formatDate(`${order.deliveryDate}T12:00:00Z`, locale),
    ]),
  );
}

export const ordersCsvFileName = (side: OrderSide, locale: Locale, now = new Date()) =>
  `${FILE_PREFIX[locale][side]}-${istanbulDateOf(now)}.csv`;
