import type { Locale } from '../constants.ts';
import { translate } from '../i18n/index.ts';
import { AD_ITEMS_MAX, AdItemInput, type Unit } from '../schemas/ad.ts';
import { toFieldErrors } from '../schemas/field-errors.ts';
import {
  columnLetter,
  LINE_IMPORT_FIELDS,
  type ColumnMapping,
  type LineImportField,
  type SheetCell,
} from './column-mapping.ts';
import { matchUnit } from './unit-names.ts';

/**
 * Ad lines from a spreadsheet (#31 "Excel in"): each row checked by the ad form's own line
 * rule (AdItemInput, as the server checks it), each problem named by its row and column as
 * the spreadsheet shows them. Pure: the browser reads the file and hands in its cells.
 */

/** A line ready for the ad form: the quantity canonical ("1250.5"), the unit one of ours. */
export interface ImportedAdLine {
  name: string;
  specification: string | null;
  quantity: string;
  unit: Unit;
}

export interface LineImportIssue {
  /** The row as the spreadsheet numbers it (1 is the first row, the header if there is one). */
  row: number;
  /** The column's letter (A, B…), null when the problem is not one cell's. */
  column: string | null;
  field: LineImportField;
  /** "Satır 4, C sütunu: Miktar geçerli bir sayı olmalıdır" in the reader's language. */
  message: string;
  /** The same without the row and column ("Miktar geçerli bir sayı olmalıdır"), for the row. */
  detail: string;
}

/** A data row of the file as the preview shows it: its cells as text, its line or its issues. */
export interface LineImportRow {
  row: number;
  cells: Record<LineImportField, string>;
  line: ImportedAdLine | null;
  issues: LineImportIssue[];
}

export interface LineImport {
  rows: LineImportRow[];
  /** The rows without issues, as lines, in the file's order. */
  lines: ImportedAdLine[];
  /** Problems of the whole file (a column not chosen, too many lines), in the reader's language. */
  fileIssues: string[];
}

export interface LineImportOptions {
  mapping: ColumnMapping;
  /** Whether the sheet's first row names the columns (and is not a line). */
  hasHeader: boolean;
  /** How many lines the ad can still take (AD_ITEMS_MAX less the lines it has). */
  room: number;
  locale: Locale;
}

/** The labels of the line's fields in messages ("Kalem adı", not the generic "Ad"). */
const LINE_FIELD_LABELS = { name: 'fields.itemName' };

/**
 * A number read from an .xlsx as the form would have it typed: Excel keeps binary fractions
 * (2.2999999999999998 for 2,3), so it is rounded to the 15 digits Excel shows, and written with
 * a decimal comma, which the shared parser never mistakes for a thousands separator.
 */
export function quantityTextOfNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const shown = String(Number(value.toPrecision(15)));
  return shown.replace('.', ',');
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as text; numbers as Excel shows them, with a decimal comma in the quantity. */
function cellText(cell: SheetCell, field: LineImportField): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    return field === 'quantity' ? quantityTextOfNumber(cell) : String(cell);
  }
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDay(cell);
  return String(cell).trim();
}

function rowCells(row: readonly SheetCell[], mapping: ColumnMapping) {
  const cells = {} as Record<LineImportField, string>;
  for (const field of LINE_IMPORT_FIELDS) {
    const column = mapping[field];
    cells[field] = column === null ? '' : cellText(row[column], field);
  }
  return cells;
}

/** One data row checked: its line, or the problems of its cells. */
function checkRow(
  rowNumber: number,
  cells: Record<LineImportField, string>,
  { mapping, locale }: LineImportOptions,
): LineImportRow {
  const issueAt = (field: LineImportField, message: string): LineImportIssue => {
    const column = mapping[field] === null ? null : columnLetter(mapping[field]);
    const where = column
      ? translate(locale, 'adLinesImport.rowColumn', { row: rowNumber, column })
      : translate(locale, 'adLinesImport.row', { row: rowNumber });
    return { row: rowNumber, column, field, message: `${where}: ${message}`, detail: message };
  };
  const issues: LineImportIssue[] = [];
  // A unit column is optional: without one every line is counted in pieces, the form's default.
  let unit: string = mapping.unit === null ? 'adet' : cells.unit;
  if (mapping.unit !== null && cells.unit !== '') {
    const matched = matchUnit(cells.unit);
    if (matched) unit = matched;
    else {
      const message = translate(locale, 'adLinesImport.unknownUnit', { value: cells.unit });
      issues.push(issueAt('unit', message));
    }
  }
  const parsed = AdItemInput.safeParse({
    name: cells.name,
    specification: cells.specification,
    quantity: cells.quantity,
    unit: issues.length > 0 ? 'adet' : unit,
  });
  if (!parsed.success) {
    for (const error of toFieldErrors(parsed.error.issues, locale, LINE_FIELD_LABELS)) {
      const field = LINE_IMPORT_FIELDS.find((name) => name === error.field) ?? 'name';
      issues.push(issueAt(field, error.message));
    }
  }
  const line =
    parsed.success && issues.length === 0
      ? {
          name: parsed.data.name,
          specification: parsed.data.specification ?? null,
          quantity: parsed.data.quantity,
          unit: parsed.data.unit,
        }
      : null;
  return { row: rowNumber, cells, line, issues };
}

/** The lines of a sheet under a column mapping, with every problem named by row and column. */
export function importAdLines(
  sheet: readonly (readonly SheetCell[])[],
  options: LineImportOptions,
): LineImport {
  const { mapping, hasHeader, room, locale } = options;
  const fileIssues: string[] = [];
  for (const field of ['name', 'quantity'] as const) {
    if (mapping[field] === null) {
      const label = translate(locale, field === 'name' ? 'fields.itemName' : 'fields.quantity');
      fileIssues.push(translate(locale, 'adLinesImport.columnRequired', { field: label }));
    }
  }
  const rows: LineImportRow[] = [];
  sheet.forEach((row, index) => {
    if (hasHeader && index === 0) return;
    const cells = rowCells(row, mapping);
    // Blank rows (between blocks, or Excel's formatted but empty tail) are not lines.
    if (LINE_IMPORT_FIELDS.every((field) => cells[field] === '')) return;
    rows.push(checkRow(index + 1, cells, options));
  });
  if (rows.length === 0) fileIssues.push(translate(locale, 'adLinesImport.noRows'));
  if (rows.length > room) {
    const params = { count: rows.length, room, max: AD_ITEMS_MAX };
    fileIssues.push(translate(locale, 'adLinesImport.tooMany', params));
  }
  const lines = rows.flatMap((row) => (row.line ? [row.line] : []));
  return { rows, lines, fileIssues };
}
