import { describe, expect, it } from 'vitest';
import {
  compareAmounts,
  formatMoney,
  formatQuantity,
  formatRate,
  lineTotal,
  normalizeDecimalInput,
  sumAmounts,
  trimDecimal,
} from './money.ts';

describe('decimal input', () => {
  it('reads Turkish and English writing', () => {
    expect(normalizeDecimalInput('1.234,56')).toBe('1234.56');
    expect(normalizeDecimalInput('1234,5')).toBe('1234.5');
    expect(normalizeDecimalInput('1234.56')).toBe('1234.56');
    expect(normalizeDecimalInput('1 234,56')).toBe('1234.56');
    expect(normalizeDecimalInput('0,1')).toBe('0.1');
  });
  it('takes a dot before exactly three digits as thousands, as Turkish writing does', () => {
    expect(normalizeDecimalInput('1.250')).toBe('1250');
    expect(normalizeDecimalInput('12.500.000')).toBe('12500000');
    expect(normalizeDecimalInput('1.25')).toBe('1.25');
  });
  it('reads a dot as the decimal point for numbers below a thousand (rates)', () => {
    expect(normalizeDecimalInput('34.125', { dotGroups: false })).toBe('34.125');
    expect(normalizeDecimalInput('34,125', { dotGroups: false })).toBe('34.125');
    expect(normalizeDecimalInput('1.234,5', { dotGroups: false })).toBe('1234.5');
  });
  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '1,2,3', '-5', '1e3', '12a', ',5']) {
      expect(normalizeDecimalInput(text)).toBeNull();
    }
  });
});

describe('money arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(lineTotal('3', '0.1')).toBe('0.30');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(lineTotal('12', '1250.50')).toBe('15006.00');
  });
  it('rounds line totals half up to the cent', () => {
    expect(lineTotal('0.005', '1')).toBe('0.01');
    expect(lineTotal('2.5', '0.333')).toBe('0.83');
  });
  it('compares decimal strings', () => {
    expect(compareAmounts('10.00', '9.99')).toBeGreaterThan(0);
    expect(compareAmounts('10', '10.00')).toBe(0);
  });
});

describe('money display', () => {
  it('formats with the currency and Turkish separators', () => {
    expect(formatMoney('1234.5', 'TRY')).toBe('₺1.234,50');
    expect(formatMoney('1234.5', 'EUR', 'en')).toBe('€1,234.50');
  });
  it('keeps large amounts exact', () => {
    expect(formatMoney('9007199254740993.01', 'TRY')).toBe('₺9.007.199.254.740.993,01');
  });
  it('shows quantities with up to three decimals', () => {
    expect(formatQuantity('1500.250')).toBe('1.500,25');
  });
  it('shows exchange rates with four to six decimals', () => {
    expect(formatRate('34.500000')).toBe('34,5000');
    expect(formatRate('34.251234', 'en')).toBe('34.251234');
    expect(formatRate('1234.5')).toBe('1.234,5000');
  });
});

describe('trimDecimal', () => {
  it('drops padding zeros and a bare point, keeps meaningful digits', () => {
    expect(trimDecimal('400.000')).toBe('400');
    expect(trimDecimal('1.500')).toBe('1.5');
    expect(trimDecimal('0.125')).toBe('0.125');
    expect(trimDecimal('1200')).toBe('1200');
  });
});
