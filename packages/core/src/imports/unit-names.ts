import { foldForSearch } from '../format/search-fold.ts';
import { UNITS, type Unit } from '../schemas/ad.ts';

/**
 * What people and ERPs write in a spreadsheet's unit column for each of our units: the Turkish
 * and English names and abbreviations, and the UN/ECE Recommendation 20/21 code the UBL
 * documents use for it (C62, KGM…). Compared folded: case, Turkish marks, blanks and dots do
 * not count, and ² ³ count as 2 3 ("M²" is m2, "Çift" is cift).
 */
const UNIT_ALIASES: Record<Unit, readonly string[]> = {
  adet: ['adet', 'ad', 'tane', 'pcs', 'pc', 'piece', 'pieces', 'ea', 'each', 'nos', 'c62', 'h87'],
  kg: ['kg', 'kgs', 'kilo', 'kilogram', 'kilogramme', 'kgm'],
  ton: ['ton', 't', 'tonne', 'tonnes', 'tons', 'tne'],
  lt: ['lt', 'l', 'litre', 'liter', 'litres', 'liters', 'ltr'],
  m: ['m', 'mt', 'metre', 'meter', 'metres', 'meters', 'mtr'],
  m2: ['m2', 'metrekare', 'sqm', 'squaremetre', 'squaremeter', 'squaremetres', 'mtk'],
  m3: ['m3', 'metrekup', 'cbm', 'cubicmetre', 'cubicmeter', 'cubicmetres', 'mtq'],
  paket: ['paket', 'pk', 'pkt', 'pack', 'packs', 'package', 'packet', 'pa'],
  koli: ['koli', 'carton', 'cartons', 'case', 'cases', 'ct'],
  set: ['set', 'sets', 'takim'],
  saat: ['saat', 'sa', 'hour', 'hours', 'hr', 'hrs', 'h', 'hur'],
  gün: ['gun', 'day', 'days', 'd'],
  ay: ['ay', 'month', 'months', 'mon'],
  çift: ['cift', 'pair', 'pairs', 'pr'],
  rulo: ['rulo', 'roll', 'rolls', 'ro'],
  palet: ['palet', 'pallet', 'pallets', 'plt', 'pf'],
};

/** A unit as written, folded for comparison: "M²" → "m2", " Kg. " → "kg", "ÇİFT" → "cift". */
export const foldUnitText = (text: string): string =>
  foldForSearch(text.normalize('NFC'))
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[\s.\-_/]/g, '');

const UNIT_BY_ALIAS = new Map<string, Unit>(
  UNITS.flatMap((unit) => UNIT_ALIASES[unit].map((alias) => [alias, unit] as const)),
);

/** Our unit for a unit written in a spreadsheet, or null when none matches. */
export function matchUnit(text: string): Unit | null {
  const folded = foldUnitText(text);
  return folded === '' ? null : (UNIT_BY_ALIAS.get(folded) ?? null);
}
