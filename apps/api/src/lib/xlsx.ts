import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { z } from 'zod';
import { istanbulDateOf, istanbulWallTimeOf, type Currency } from '@teklifal/core';
import { downloadDisposition } from './download-disposition.ts';

/**
 * Excel workbooks for the exports an ERP or a purchaser reads (#31 "Excel out"): numbers as
 * number cells with a number format, amounts with their currency's format, days and moments as
 * date cells on the Istanbul clock, a bold frozen header row and set column widths. The CSV
 * exports (csv.ts) stay for tools that want text.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's format codes; Excel shows the separators of the reader's locale (1.250,50 in tr). */
const FORMATS = {
  integer: '#,##0',
  quantity: '#,##0.###',
  percent: '0" %"',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
} as const;

const MONEY_FORMATS: Record<Currency, string> = {
  TRY: '#,##0.00" ₺"',
  USD: '"$"#,##0.00',
  EUR: '#,##0.00" €"',
};

/** A value of a column: what the cell holds, already in the column's kind. */
export type XlsxValue =
  | { kind: 'text'; value: string | null }
  | { kind: 'integer' | 'quantity' | 'percent'; value: string | number | null }
  | { kind: 'money'; value: string | null; currency: Currency }
  | { kind: 'date'; value: string | null }
  | { kind: 'dateTime'; value: string | Date | null };

export interface XlsxColumn<Row> {
  header: string;
  /** In characters, as Excel counts a column's width. */
  width: number;
  cell: (row: Row) => XlsxValue;
}

/** Excel has no time zones: a moment is written as its Istanbul wall time read as if UTC. */
const istanbulWallClock = (instant: string | Date) =>
  new Date(`${istanbulWallTimeOf(instant).replace(' ', 'T')}Z`);

/** A calendar day (YYYY-MM-DD, or the Istanbul day of an instant) as midnight of that day. */
const calendarDay = (day: string) =>
  new Date(`${/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : istanbulDateOf(new Date(day))}T00:00:00Z`);

function cellOf(value: XlsxValue): Cell {
  if (value.value === null || value.value === '') return null;
  switch (value.kind) {
    case 'text':
      return { value: value.value, type: String };
    case 'integer':
    case 'quantity':
    case 'percent':
      return { value: Number(value.value), type: Number, format: FORMATS[value.kind] };
    case 'money':
      return { value: Number(value.value), type: Number, format: MONEY_FORMATS[value.currency] };
    case 'date':
      return { value: calendarDay(value.value), type: Date, format: FORMATS.date };
    case 'dateTime':
      return { value: istanbulWallClock(value.value), type: Date, format: FORMATS.dateTime };
  }
}

/** One sheet of rows under a bold header row that stays in view while scrolling. */
export async function toXlsx<Row>(
  sheet: string,
  columns: readonly XlsxColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const header = columns.map((column): Cell => ({ value: column.header, fontWeight: 'bold' }));
  const data: SheetData = [header, ...rows.map((row) => columns.map((c) => cellOf(c.cell(row))))];
  return writeXlsxFile(data, {
    // Excel refuses sheet names over 31 characters and with []:*?/\ in them.
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    columns: columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** An export's file name: the list's name in the reader's language and today's Istanbul date. */
export const xlsxFileName = (name: string, now = new Date()) =>
  `${name}-${istanbulDateOf(now)}.xlsx`;

/** Sends a workbook as a download that no shared cache keeps (it is one company's data). */
export const sendXlsx = (reply: FastifyReply, file: { fileName: string; body: Buffer }) =>
  reply
    .type(XLSX_TYPE)
    .header('content-disposition', downloadDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** The response schema of an .xlsx export, for the API document (the body is sent as it is). */
export const xlsxResponse = (description: string) => ({
  description,
  content: {
    [XLSX_TYPE]: {
      schema: z
        .string()
        .describe(
          'An Excel workbook: numbers and amounts as number cells with formats, dates as date ' +
            'cells (Istanbul time), a bold frozen header row in the reader’s language',
        ),
    },
  },
});
