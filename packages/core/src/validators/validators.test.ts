import { describe, expect, it } from 'vitest';
import {
  isValidMersis,
  isValidTaxNumber,
  isValidTckn,
  isValidVkn,
  mersisMatchesTaxNumber,
} from './tax-number.ts';
import { formatTurkishPhone, normalizeTurkishPhone } from './phone.ts';

describe('VKN', () => {
  it.each(['1234567890', '0010000009', '4840847211'])('accepts %s', (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });
  it.each(['1234567891', '123456789', '12345678901', 'abcdefghij', '0010000001'])(
    'refuses %s',
    (vkn) => {
      expect(isValidVkn(vkn)).toBe(false);
    },
  );
});

describe('TCKN', () => {
  it.each(['10000000146', '12345678950'])('accepts %s', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });
  it.each(['10000000147', '02345678950', '1234567895', '12345678951'])('refuses %s', (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });
  it('a tax number is either', () => {
    expect(isValidTaxNumber('1234567890')).toBe(true);
    expect(isValidTaxNumber('10000000146')).toBe(true);
    expect(isValidTaxNumber('10000000147')).toBe(false);
  });
});

describe('MERSİS: 0 + the 10-digit VKN + a 5-digit sequence', () => {
  it.each(['0123456789000015', '0484084721100018', '0001000000900001'])('accepts %s', (mersis) => {
    expect(isValidMersis(mersis)).toBe(true);
  });
  it.each([
    ['15 digits', '012345678900001'],
    ['17 digits', '01234567890000150'],
    ['a letter', '01234567890000a5'],
    ['not starting with 0', '1123456789000015'],
    ['digits 2–11 not a VKN (checksum)', '0123456789100015'],
    ['empty', ''],
  ])('refuses %s', (_, mersis) => {
    expect(isValidMersis(mersis)).toBe(false);
  });
  it('belongs to a company whose VKN it carries in digits 2–11', () => {
    expect(mersisMatchesTaxNumber('0123456789000015', '1234567890')).toBe(true);
    expect(mersisMatchesTaxNumber('0484084721100018', '1234567890')).toBe(false);
  });
  it('is only checked for its structure for a sole proprietor taxed by a TCKN', () => {
    expect(mersisMatchesTaxNumber('0484084721100018', '10000000146')).toBe(true);
  });
});

describe('Turkish phone', () => {
  it.each([
    ['0532 123 45 67', '+905321234567'],
    ['+90 (212) 555 00 00', '+902125550000'],
    ['5321234567', '+905321234567'],
    ['0090 532 123 4567', '+905321234567'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeTurkishPhone(input)).toBe(expected);
  });
  it.each(['123', '0132 123 45 67', '+1 202 555 0100', '05321234567890', 'telefon'])(
    'refuses %s',
    (input) => {
      expect(normalizeTurkishPhone(input)).toBeNull();
    },
  );
  it('formats for display', () => {
    expect(formatTurkishPhone('+905321234567')).toBe('0532 123 45 67');
  });
});
