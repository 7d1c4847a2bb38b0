import { sumAmounts, translate, type Locale, type OrderSide } from '@teklifal/core';
import { toXlsx, xlsxFileName, type XlsxColumn } from '../../lib/xlsx.ts';
import type { OrderListRow } from './queries/orders.ts';

/**
 * The orders list as an Excel workbook (#31): the CSV export's rows and columns, with the
 * amounts as numbers in their currency's format and the dates as date cells.
 */
function columns(side: OrderSide, locale: Locale): XlsxColumn<OrderListRow>[] {
  const header = (key: string) => translate(locale, `orders.csv.${key}`);
  return [
    {
      header: header('orderNo'),
      width: 18,
      cell: (r) => ({ kind: 'text', value: r.order.orderNo }),
    },
    {
      header: header('date'),
      width: 17,
      cell: (r) => ({ kind: 'dateTime', value: r.order.createdAt }),
    },
    { header: header('ad'), width: 40, cell: (r) => ({ kind: 'text', value: r.adTitle }) },
    {
      header: header(side === 'buyer' ? 'seller' : 'buyer'),
      width: 32,
      cell: (r) => ({ kind: 'text', value: side === 'buyer' ? r.seller.name : r.buyer.name }),
    },
    {
      header: header('status'),
      width: 20,
      cell: (r) => ({
        kind: 'text',
        value: translate(locale, `procurement.orderStatus.${r.order.status}`),
      }),
    },
    {
      header: header('currency'),
      width: 11,
      cell: (r) => ({ kind: 'text', value: r.order.currency }),
    },
    {
      header: header('total'),
      width: 18,
      cell: (r) => ({ kind: 'money', value: r.order.total, currency: r.order.currency }),
    },
    {
      header: header('vatTotal'),
      width: 16,
      cell: (r) => ({ kind: 'money', value: r.order.vatTotal, currency: r.order.currency }),
    },
    {
      header: header('grossTotal'),
      width: 18,
      cell: (r) => ({
        kind: 'money',
        value: sumAmounts([r.order.total, r.order.vatTotal]),
        currency: r.order.currency,
      }),
    },
    {
      header: header('deliveryDate'),
      width: 15,
      cell: (r) => ({ kind: 'date', value: r.order.deliveryDate }),
    },
  ];
}

export async function ordersXlsx(rows: readonly OrderListRow[], side: OrderSide, locale: Locale) {
  const name = translate(
    locale,
    side === 'buyer' ? 'orders.csv.fileNameBuyer' : 'orders.csv.fileNameSeller',
  );
  return { fileName: xlsxFileName(name), body: await toXlsx(name, columns(side, locale), rows) };
}
