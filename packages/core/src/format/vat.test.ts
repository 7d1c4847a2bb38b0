import { describe, expect, it } from 'vitest';
import { grossUnitPrice, lineAmounts, lineVat, vatTotals } from './vat.ts';

describe('KDV', () => {
  it('rounds each line half-up to kuruş', () => {
    expect(lineVat('0.05', 10)).toBe('0.01'); // 0.005 → 0.01
    expect(lineVat('0.04', 10)).toBe('0.00'); // 0.004 → 0.00
    expect(lineVat('12.345', 20)).toBe('2.47'); // 2.469
    expect(lineVat('1000.00', 1)).toBe('10.00');
    expect(lineVat('999.99', 0)).toBe('0.00');
  });

  it('gives net, KDV and gross of a line', () => {
    expect(lineAmounts('1250.50', 20)).toEqual({ net: '1250.50', vat: '250.10', gross: '1500.60' });
  });

  it('sums rounded line KDV, never rounding the sum once (the rule Turkish invoices follow)', () => {
    // Three lines of 0.05 at 10 %: 0.005 each → 0.01 per line → 0.03; rounding the sum once
    // (0.015 → 0.02) would differ by a kuruş.
    const lines = [0, 1, 2].map(() => ({ net: '0.05', vatRate: 10 as const }));
    expect(vatTotals(lines)).toMatchObject({ net: '0.15', vat: '0.03', gross: '0.18' });
  });

  it('keeps a subtotal per rate, ascending', () => {
    const totals = vatTotals([
      { net: '100.00', vatRate: 20 },
      { net: '50.00', vatRate: 1 },
      { net: '30.00', vatRate: 20 },
      { net: '10.00', vatRate: 0 },
    ]);
    expect(totals.byRate).toEqual([
      { rate: 0, net: '10.00', vat: '0.00', gross: '10.00' },
      { rate: 1, net: '50.00', vat: '0.50', gross: '50.50' },
      { rate: 20, net: '130.00', vat: '26.00', gross: '156.00' },
    ]);
    expect(totals).toMatchObject({ net: '190.00', vat: '26.50', gross: '216.50' });
  });

  it('has zero totals for no lines', () => {
    expect(vatTotals([])).toEqual({ net: '0.00', vat: '0.00', gross: '0.00', byRate: [] });
  });

  it('adds KDV to a unit price exactly, for comparing gross', () => {
    expect(grossUnitPrice('10.01', 20)).toBe('12.012');
    expect(grossUnitPrice('10', 0)).toBe('10');
  });
});
