import { describe, expect, it } from 'vitest';
import { matchUnit, UNITS } from '@teklifal/core';
import { UBL_UNIT_CODES } from './ubl/unit-codes.ts';

// The ad lines' Excel import (#31) reads the UN/ECE codes an ERP exports; they must be the
// codes our own UBL documents write, or a file made from our order would not import back.
describe('units in an imported spreadsheet and in the UBL documents', () => {
  it.each(UNITS)('%s: its UBL code imports as the same unit', (unit) => {
    expect(matchUnit(UBL_UNIT_CODES[unit])).toBe(unit);
    expect(matchUnit(UBL_UNIT_CODES[unit].toLowerCase())).toBe(unit);
  });
});
