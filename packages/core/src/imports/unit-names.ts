import { foldForSearch } from '../format/search-fold.ts';
import { UN_ECE_UNIT_CODES } from '../schemas/unit-codes.ts';
import { UNITS, type Unit } from '../schemas/ad.ts';

/**
 * What people and ERPs write in a spreadsheet's unit column for each of our units: the Turkish
 * and English names and abbreviations (besides the UN/ECE code the UBL documents write for it,
 * schemas/unit-codes.ts, and H87, another code for a piece). Compared folded: case, Turkish marks, blanks and dots do
 * not count, and ² ³ count as 2 3 ("M²" is m2, "Çift" is cift).
 */
const UNIT_ALIASES: Record<Unit, readonly string[]> = {
  adet: ['adet', 'ad', 'tane', 'pcs', 'pc', 'piece', 'pieces', 'ea', 'each', 'nos', 'h87'],
  kg: ['kg', 'kgs', 'kilo', 'kilogram', 'kilogramme'],
  ton: ['ton', 't', 'tonne', 'tonnes', 'tons'],
  lt: ['lt', 'l', 'litre', 'liter', 'litres', 'liters'],
  m: ['m', 'mt', 'metre', 'meter', 'metres', 'meters'],
  m2: ['m2', 'metrekare', 'sqm', 'squaremetre', 'squaremeter', 'squaremetres'],
  m3: ['m3', 'metrekup', 'cbm', 'cubicmetre', 'cubicmeter', 'cubicmetres'],
  paket: ['paket', 'pk', 'pkt', 'pack', 'packs', 'package', 'packet'],
  koli: ['koli', 'carton', 'cartons', 'case', 'cases'],
  set: ['set', 'sets', 'takim'],
  saat: ['saat', 'sa', 'hour', 'hours', 'hr', 'hrs', 'h'],
  gün: ['gun', 'day', 'days', 'd'],
  ay: ['ay', 'month', 'months'],
  çift: ['cift', 'pair', 'pairs'],
  rulo: ['rulo', 'roll', 'rolls'],
  palet: ['palet', 'pallet', 'pallets', 'plt'],
};

/** A unit as written, folded for comparison: "M²" → "m2", " Kg. " → "kg", "ÇİFT" → "cift". */
export const foldUnitText = (text: string): string =>
  foldForSearch(text.normalize('NFC'))
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[\s.\-_/]/g, '');

const UNIT_BY_ALIAS = new Map<string, Unit>(
  UNITS.flatMap((unit) =>
    [...UNIT_ALIASES[unit], foldUnitText(UN_ECE_UNIT_CODES[unit])].map(
      (alias) => [alias, unit] as const,
    ),
  ),
);

/** Our unit for a unit written in a spreadsheet, or null when none matches. */
export function matchUnit(text: string): Unit | null {
  const folded = foldUnitText(text);
  return folded === '' ? null : (UNIT_BY_ALIAS.get(folded) ?? null);
}
