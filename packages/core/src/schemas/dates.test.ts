import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { dateField, dayOrInstantField, instantField } from './dates.ts';

const messageOf = (field: z.ZodType, value: unknown, locale: 'tr' | 'en' = 'tr') => {
  const result = z.object({ deliveryDate: field }).safeParse({ deliveryDate: value });
  return result.success ? null : toFieldErrors(result.error.issues, locale)[0]?.message;
};

describe('days', () => {
  it('accepts a real day within the years', () => {
    expect(messageOf(dateField, '2028-02-29')).toBeNull();
    expect(messageOf(dateField, '2000-01-01')).toBeNull();
    expect(messageOf(dateField, '2100-12-31')).toBeNull();
  });
  it('refuses a day the calendar does not have, naming the field', () => {
    for (const day of ['2024-99-99', '2024-02-30', '2026-02-29', '2024-1-1', '10000-01-01']) {
      expect(messageOf(dateField, day)).toBe('Teslimat tarihi geçerli bir tarih olmalıdır');
    }
  });
  it('refuses a year outside 2000–2100, in the request’s language', () => {
    expect(messageOf(dateField, '0001-01-01')).toBe(
      'Teslimat tarihi 2000 ile 2100 yılları arasında olmalıdır',
    );
    expect(messageOf(dateField, '2101-01-01', 'en')).toBe(
      'Delivery date must be between the years 2000 and 2100',
    );
  });
});

describe('instants', () => {
  it('accepts ISO 8601 with an offset', () => {
    for (const value of [
      '2026-06-25T14:00:00.000Z',
      '2026-06-25T17:00+03:00',
      '2100-12-31T23:59Z',
    ]) {
      expect(messageOf(instantField, value)).toBeNull();
    }
  });
  it('refuses other writings, impossible days and times', () => {
    for (const value of ['1', 'March 7', '2026-06-25', '2026-06-25T14:00', '2024-02-30T10:00Z']) {
      expect(messageOf(instantField, value)).toBe(
        'Teslimat tarihi geçerli bir tarih ve saat olmalıdır',
      );
    }
    expect(messageOf(instantField, '2024-01-01T24:00:00Z')).not.toBeNull();
    expect(messageOf(instantField, '+010000-01-01T00:00:00Z')).not.toBeNull();
  });
  it('refuses instants outside the years, whatever the offset', () => {
    expect(messageOf(instantField, '1999-12-31T23:59:59Z')).toMatch(/2000 ile 2100/);
    expect(messageOf(instantField, '2100-12-31T23:00:00-05:00')).toMatch(/2000 ile 2100/);
  });
});

describe('a day or an instant (filters)', () => {
  it('takes either, and refuses what is neither', () => {
    expect(messageOf(dayOrInstantField, '2024-03-01')).toBeNull();
    expect(messageOf(dayOrInstantField, '2024-03-01T10:00:00Z')).toBeNull();
    expect(messageOf(dayOrInstantField, '2024-99-99')).toMatch(/geçerli bir tarih olmalıdır/);
    expect(messageOf(dayOrInstantField, '0001-01-01')).toMatch(/2000 ile 2100/);
    expect(messageOf(dayOrInstantField, 'dün')).toMatch(/geçerli bir tarih ve saat/);
  });
});
