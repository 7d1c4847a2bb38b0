import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountOverflow, fitsColumn, MONEY_COLUMN, QUANTITY_COLUMN } from '../format/money.ts';
import { toFieldErrors } from './field-errors.ts';
import { moneyField, quantityField } from './amounts.ts';

const messageOf = (field: z.ZodType, value: unknown) => {
  const result = z.object({ unitPrice: field }).safeParse({ unitPrice: value });
  return result.success ? null : toFieldErrors(result.error.issues, 'tr')[0]?.message;
};

describe('numbers fit the column that keeps them', () => {
  it('money: 16 digits before the point, quantities 15', () => {
    expect(messageOf(moneyField, '9999999999999999.99')).toBeNull();
    expect(messageOf(moneyField, '10000000000000000')).toBe(
      'Birim fiyat virgülden önce en fazla 16 basamak içerebilir',
    );
    expect(messageOf(quantityField, '999999999999999.999')).toBeNull();
    expect(messageOf(quantityField, '1000000000000000')).not.toBeNull();
    expect(messageOf(moneyField, 1e300)).toBe('Birim fiyat geçerli bir sayı olmalıdır');
  });
  it('asks for a number left empty, and names text that is not one', () => {
    expect(messageOf(moneyField, '')).toBe('Birim fiyat zorunludur');
    expect(messageOf(quantityField, '  ')).toBe('Birim fiyat zorunludur');
    expect(messageOf(moneyField, 'on lira')).toBe('Birim fiyat geçerli bir sayı olmalıdır');
    expect(messageOf(moneyField, '1.234,5')).toBeNull();
  });
  it('rounds as the database does before comparing', () => {
    expect(fitsColumn('9999999999999999.994', MONEY_COLUMN)).toBe(true);
    expect(fitsColumn('9999999999999999.995', MONEY_COLUMN)).toBe(false);
    expect(fitsColumn('999999999999999.9995', QUANTITY_COLUMN)).toBe(false);
  });
});

describe('stored products and sums fit the money column', () => {
  it('names the line whose quantity × unit price does not fit', () => {
    // The issue's example: 9 999 999 999 × 9 999 999 is about 10^17.
    const overflow = amountOverflow([
      { quantity: '10', unitPrice: '12.50' },
      { quantity: '9999999999', unitPrice: '9999999' },
    ]);
    expect(overflow).toEqual({ lines: [1], total: false });
  });
  it('flags a sum of fitting lines that does not fit', () => {
    const line = { quantity: '1', unitPrice: '9000000000000000' };
    expect(amountOverflow([line, line])).toEqual({ lines: [], total: true });
    expect(amountOverflow([line])).toEqual({ lines: [], total: false });
  });
});
