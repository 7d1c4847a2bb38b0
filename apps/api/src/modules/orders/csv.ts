import { formatDate, translate, type Locale, type OrderSide } from '@teklifal/core';
import { csvDecimal, csvFileName, toCsv } from '../../lib/csv.ts';
import type { OrderListRow } from './queries.ts';

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
