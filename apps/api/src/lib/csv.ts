import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { istanbulDateOf } from '@teklifal/core';
import { downloadDisposition } from './download-disposition.ts';

/**
 * CSV that Excel opens correctly in Turkey: UTF-8 with a byte order mark (so ğ, ş, İ show),
 * ';' between fields (Excel's separator where ',' is the decimal mark), CRLF line ends, and
 * every field quoted when it needs to be.
 */
const BOM = '\uFEFF';

const quote = (value: string) =>
  /[";\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe,
 * so an ad title cannot execute in someone's Excel (CSV injection). Plain numbers pass as they are.
 */
function neutralise(value: string): string {
  if (/^-?\d+([.,]\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells
      .map((cell) => quote(neutralise(cell === null || cell === undefined ? '' : String(cell))))
      .join(';');
  return BOM + [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

/** A decimal string with a Turkish decimal comma, as Excel in Turkish expects. */
export const csvDecimal = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : value.replace('.', ',');

/** An export's file name: the list's name in the reader's language and today's Istanbul date. */
export const csvFileName = (name: string, now = new Date()) => `${name}-${istanbulDateOf(now)}.csv`;

/** Sends a CSV export as a download that no shared cache keeps (it is one company's data). */
export const sendCsv = (reply: FastifyReply, csv: { fileName: string; body: string }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', downloadDisposition(csv.fileName))
    .header('cache-control', 'private, no-store')
    .send(csv.body);

/** The response schema of a CSV export, for the API document (the body is sent as it is). */
export const csvResponse = (description: string) => ({
  description,
  content: {
    'text/csv': {
      schema: z
        .string()
        .describe(
          'For Excel: UTF-8 with a BOM, ";" between fields, decimal comma, CRLF line ends, ' +
            'a header row in the reader’s language',
        ),
    },
  },
});
