import type { Unit } from './ad.ts';

/**
 * Our units as UN/ECE Recommendation 20 (and 21) codes, each one in GİB's UBL-TR unit code list
 * (UnitCodeList of the e-Fatura schematron, which refuses any other `unitCode`): koli is a
 * carton (CT), rulo a roll (RO), palet a pallet (PF). The UBL documents write them; a
 * spreadsheet's unit column is read back by them too (imports/unit-names.ts).
 */
export const UN_ECE_UNIT_CODES = {
  adet: 'C62',
  kg: 'KGM',
  ton: 'TNE',
  lt: 'LTR',
  m: 'MTR',
  m2: 'MTK',
  m3: 'MTQ',
  paket: 'PA',
  koli: 'CT',
  set: 'SET',
  saat: 'HUR',
  gün: 'DAY',
  ay: 'MON',
  çift: 'PR',
  rulo: 'RO',
  palet: 'PF',
} as const satisfies Record<Unit, string>;

export const unEceUnitCode = (unit: Unit): string => UN_ECE_UNIT_CODES[unit];
