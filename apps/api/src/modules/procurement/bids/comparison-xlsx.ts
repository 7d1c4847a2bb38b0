import { translate, type BidComparisonView, type ComparedBid, type Locale } from '@teklifal/core';
import { toXlsx, xlsxFileName, type XlsxColumn } from '../../../lib/xlsx.ts';
import type { AdItemRow } from './queries/bids.ts';

/**
 * The bid comparison as an Excel workbook (#31): one row per bid and line, as the buyer's
 * comparison grid shows them (amounts empty while a sealed ad's are hidden), with quantities,
 * prices and totals as numbers and the bid's days as dates, so a purchaser can sort and sum.
 */
interface ComparisonRow {
  bid: ComparedBid;
  line: AdItemRow;
  lowest: boolean;
}

function columns(locale: Locale): XlsxColumn<ComparisonRow>[] {
  const header = (key: string) => translate(locale, `excelExports.comparison.${key}`);
  const item = (row: ComparisonRow) =>
    row.bid.items.find((bidItem) => bidItem.adItemId === row.line.id);
  const money = (value: string | null | undefined, row: ComparisonRow) =>
    ({ kind: 'money', value: value ?? null, currency: row.bid.currency }) as const;
  return [
    {
      header: header('company'),
      width: 32,
      cell: (r) => ({ kind: 'text', value: r.bid.company.name }),
    },
    {
      header: header('bidStatus'),
      width: 18,
      cell: (r) => ({
        kind: 'text',
        value: translate(locale, `procurement.bidStatus.${r.bid.status}`),
      }),
    },
    { header: header('line'), width: 36, cell: (r) => ({ kind: 'text', value: r.line.name }) },
    {
      header: header('quantity'),
      width: 12,
      cell: (r) => ({ kind: 'quantity', value: r.line.quantity }),
    },
    {
      header: header('unit'),
      width: 9,
      cell: (r) => ({ kind: 'text', value: translate(locale, `procurement.units.${r.line.unit}`) }),
    },
    { header: header('unitPrice'), width: 20, cell: (r) => money(item(r)?.unitPrice, r) },
    {
      header: header('vatRate'),
      width: 9,
      cell: (r) => ({
        kind: 'percent',
        value: item(r)?.unitPrice ? (item(r)?.vatRate ?? null) : null,
      }),
    },
    { header: header('lineTotal'), width: 18, cell: (r) => money(item(r)?.lineTotal, r) },
    { header: header('vatAmount'), width: 14, cell: (r) => money(item(r)?.vatAmount, r) },
    { header: header('grossTotal'), width: 18, cell: (r) => money(item(r)?.grossTotal, r) },
    {
      header: header('currency'),
      width: 11,
      cell: (r) => ({ kind: 'text', value: r.bid.currency }),
    },
    {
      header: header('lowest'),
      width: 14,
      cell: (r) => ({ kind: 'text', value: r.lowest ? header('lowestMark') : null }),
    },
    {
      header: header('deliveryDays'),
      width: 18,
      cell: (r) => ({ kind: 'integer', value: r.bid.deliveryDays }),
    },
    {
      header: header('paymentTerms'),
      width: 24,
      cell: (r) => ({ kind: 'text', value: r.bid.paymentTerms }),
    },
    {
      header: header('validUntil'),
      width: 15,
      cell: (r) => ({ kind: 'date', value: r.bid.validUntil }),
    },
    {
      header: header('submittedAt'),
      width: 18,
      cell: (r) => ({ kind: 'dateTime', value: r.bid.submittedAt }),
    },
  ];
}

/** Rows bid by bid in the grid's order, each bid's lines in the ad's order. */
function comparisonRows(view: BidComparisonView, adItems: readonly AdItemRow[]): ComparisonRow[] {
  const lowestOf = new Map(view.lines.map((line) => [line.adItemId, line.lowest]));
  return view.bids.flatMap((bid) =>
    adItems.map((line) => ({
      bid,
      line,
      lowest: (lowestOf.get(line.id) ?? []).some((price) => price.bidIds.includes(bid.id)),
    })),
  );
}

export async function comparisonXlsx(
  view: BidComparisonView,
  adItems: readonly AdItemRow[],
  locale: Locale,
  now = new Date(),
) {
  const rows = comparisonRows(view, adItems);
  const sheet = translate(locale, 'excelExports.comparison.sheet');
  return {
    fileName: xlsxFileName(translate(locale, 'excelExports.comparison.fileName'), now),
    body: await toXlsx(sheet, columns(locale), rows),
  };
}
