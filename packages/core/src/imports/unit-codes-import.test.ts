import { describe, expect, it } from 'vitest';
import { UN_ECE_UNIT_CODES } from '../schemas/unit-codes.ts';
import { UNITS } from '../schemas/ad.ts';
import { matchUnit } from './unit-names.ts';

// The ad lines' Excel import reads the UN/ECE codes an ERP exports; they must be the codes our
// own UBL documents write, or a file made from our order would not import back.
describe('units in an imported spreadsheet and in the UBL documents', () => {
  it.each(UNITS)('%s: its UBL code imports as the same unit', (unit) => {
    expect(matchUnit(UN_ECE_UNIT_CODES[unit])).toBe(unit);
    expect(matchUnit(UN_ECE_UNIT_CODES[unit].toLowerCase())).toBe(unit);
  });
  it('H87, the other code for a piece, is one too', () => {
    expect(matchUnit('H87')).toBe('adet');
  });
});
