import { describe, expect, it } from 'vitest';
import { isValidMersis, isValidTaxNumber, isValidTckn, isValidVkn } from './tax-number.ts';
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

describe('MERSİS', () => {
  it('needs exactly 16 digits', () => {
    expect(isValidMersis('0123456789012345')).toBe(true);
    expect(isValidMersis('012345678901234')).toBe(false);
    expect(isValidMersis('01234567890123a5')).toBe(false);
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
