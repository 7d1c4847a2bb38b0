import { foldForSearch } from '../format/search-fold.ts';

/** The parts of an ad line a spreadsheet column can fill, in the form's order. */
export const LINE_IMPORT_FIELDS = ['name', 'specification', 'quantity', 'unit'] as const;
export type LineImportField = (typeof LINE_IMPORT_FIELDS)[number];

/** Which column (0-based) fills each part of a line; null: none. */
export type ColumnMapping = Record<LineImportField, number | null>;

/** A cell as read from an .xlsx (text, number, date, true/false) or a CSV (text). */
export type SheetCell = string | number | boolean | Date | null | undefined;

/**
 * Header names, folded (lower case, no Turkish marks, single spaces), that say which part of
 * a line a column holds: the words of Turkish ERPs (Logo, Mikro, Netsis) and of English sheets.
 */
const HEADER_NAMES: Record<LineImportField, readonly string[]> = {
  name: [
    'kalem adi',
    'kalem',
    'urun adi',
    'urun',
    'malzeme adi',
    'malzeme',
    'malzeme aciklamasi',
    'stok adi',
    'hizmet adi',
    'hizmet',
    'ad',
    'adi',
    'name',
    'item',
    'item name',
    'product',
    'product name',
    'material',
  ],
  specification: [
    'teknik ozellik',
    'teknik ozellikler',
    'ozellik',
    'ozellikler',
    'spesifikasyon',
    'sartname',
    'aciklama',
    'detay',
    'specification',
    'specifications',
    'spec',
    'specs',
    'description',
    'details',
  ],
  quantity: ['miktar', 'miktari', 'adet', 'sayi', 'quantity', 'qty', 'count'],
  unit: ['birim', 'birimi', 'olcu birimi', 'br', 'unit', 'units', 'uom', 'unit of measure'],
};

const foldHeader = (cell: SheetCell) =>
  typeof cell === 'string'
    ? foldForSearch(cell)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : '';

/** The part of a line a header names, or null. */
function fieldOfHeader(cell: SheetCell): LineImportField | null {
  const header = foldHeader(cell);
  if (header === '') return null;
  for (const field of LINE_IMPORT_FIELDS) {
    if (HEADER_NAMES[field].includes(header)) return field;
  }
  return null;
}

export const EMPTY_MAPPING: ColumnMapping = {
  name: null,
  specification: null,
  quantity: null,
  unit: null,
};

/**
 * The mapping the header row suggests, each column to at most one part; null when no header
 * names a part (the first row is then data, not a header).
 */
export function guessColumnMapping(header: readonly SheetCell[]): ColumnMapping | null {
  const mapping: ColumnMapping = { ...EMPTY_MAPPING };
  header.forEach((cell, column) => {
    const field = fieldOfHeader(cell);
    if (field && mapping[field] === null) mapping[field] = column;
  });
  return LINE_IMPORT_FIELDS.some((field) => mapping[field] !== null) ? mapping : null;
}

/** A file without a header row: the columns in the form's order (our template's order). */
export const positionalMapping = (columnCount: number): ColumnMapping => ({
  name: columnCount > 0 ? 0 : null,
  specification: columnCount > 1 ? 1 : null,
  quantity: columnCount > 2 ? 2 : null,
  unit: columnCount > 3 ? 3 : null,
});

/** A column's letter as a spreadsheet shows it: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
