import { describe, expect, it } from 'vitest';
import { formatInputDateTime, formatInputDay, parseTypedDate } from './date-input.ts';
import { formatDate } from './date.ts';

describe('what a date input shows', () => {
  it('writes a picked day as the language writes days', () => {
    expect(formatInputDay('2026-12-01', 'tr')).toBe('01.12.2026');
    expect(formatInputDay('2026-12-01', 'en')).toBe('1 Dec 2026');
    expect(formatInputDay('2027-01-05 00:00:00', 'en')).toBe('5 Jan 2027');
    // The same as the day shown elsewhere (formatDate), September included.
    expect(formatInputDay('2026-09-10', 'en')).toBe(formatDate('2026-09-10T09:00:00Z', 'en'));
  });

  it('adds the picked time to a date-time picker’s day', () => {
    expect(formatInputDateTime('2026-12-01 14:30:00', 'tr')).toBe('01.12.2026 14:30');
    expect(formatInputDateTime('2026-12-01 14:30:00', 'en')).toBe('1 Dec 2026 14:30');
    expect(formatInputDateTime('2026-12-01', 'en')).toBe('1 Dec 2026');
  });

  it('shows nothing for no day or a broken one', () => {
    expect(formatInputDay(null, 'en')).toBe('');
    expect(formatInputDay('', 'tr')).toBe('');
    expect(formatInputDay('2026-02-30', 'en')).toBe('');
    expect(formatInputDateTime(undefined, 'tr')).toBe('');
  });
});

describe('typed days in Turkish', () => {
  it('reads the day first, as Turkish users write it, with any usual separator', () => {
    expect(parseTypedDate('25.06.2026')).toBe('2026-06-25');
    expect(parseTypedDate('25.06.2026', 'tr')).toBe('2026-06-25');
    expect(parseTypedDate(' 5/6/2026 ', 'tr')).toBe('2026-06-05');
    expect(parseTypedDate('25-06-2026', 'tr')).toBe('2026-06-25');
    expect(parseTypedDate('2026-06-25', 'tr')).toBe('2026-06-25');
  });

  it('refuses what is not (yet) a real day', () => {
    expect(parseTypedDate('31.02.2026', 'tr')).toBeNull();
    expect(parseTypedDate('25.06.', 'tr')).toBeNull();
    expect(parseTypedDate('06/25/2026', 'tr')).toBeNull();
    expect(parseTypedDate('5 Jan 2027', 'tr')).toBeNull();
    expect(parseTypedDate('', 'tr')).toBeNull();
  });
});

describe('typed days in English', () => {
  it('reads the day as the input shows it, month names in any case', () => {
    expect(parseTypedDate('5 Jan 2027', 'en')).toBe('2027-01-05');
    expect(parseTypedDate(' 1 dec 2026 ', 'en')).toBe('2026-12-01');
    expect(parseTypedDate('10 Sept 2026', 'en')).toBe('2026-09-10');
    expect(parseTypedDate('10 Sep. 2026', 'en')).toBe('2026-09-10');
    expect(parseTypedDate('21 November 2026', 'en')).toBe('2026-11-21');
  });

  it('takes the day first with dots, and ISO days', () => {
    expect(parseTypedDate('05.01.2027', 'en')).toBe('2027-01-05');
    expect(parseTypedDate('2027-01-05', 'en')).toBe('2027-01-05');
  });

  it('goes there and back', () => {
    for (const day of ['2026-01-31', '2026-09-10', '2028-02-29', '2026-12-01']) {
      expect(parseTypedDate(formatInputDay(day, 'en'), 'en')).toBe(day);
      expect(parseTypedDate(formatInputDay(day, 'tr'), 'tr')).toBe(day);
    }
  });

  it('refuses slashes, which US and UK readers read differently, and unreal days', () => {
    expect(parseTypedDate('01/12/2026', 'en')).toBeNull();
    expect(parseTypedDate('05-01-2027', 'en')).toBeNull();
    expect(parseTypedDate('30 Feb 2027', 'en')).toBeNull();
    expect(parseTypedDate('5 Jnu 2027', 'en')).toBeNull();
    expect(parseTypedDate('5 Jan', 'en')).toBeNull();
    expect(parseTypedDate('Jan 5, 2027', 'en')).toBeNull();
  });
});
