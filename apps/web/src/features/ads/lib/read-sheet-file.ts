import { decodeCsvBytes, parseCsv, type SheetCell } from '@teklifal/core';

/** What the import dialog accepts: Excel workbooks and CSV (Turkish Excel saves it with ';'). */
export const SHEET_FILE_ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * The first sheet of an .xlsx, or the rows of a CSV, as cells. The xlsx reader is loaded only
 * here, when someone imports a file, so the ad form's own code stays as small as it was.
 * Number cells come back as numbers, date cells as dates; the core's import reads them.
 */
export async function readSheetFile(file: File): Promise<SheetCell[][]> {
  if (isCsv(file)) return parseCsv(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows.map((row) => row.map((cell) => cell as SheetCell));
}
