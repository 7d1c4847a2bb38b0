import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  instantOfIstanbulWallTime,
  istanbulDateOf,
  istanbulWallTimeOf,
  isCalendarDate,
} from './date.ts';

describe('showing dates', () => {
  it('writes one day format per language on the Istanbul clock', () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDate('2026-06-24T22:30:00Z', 'tr')).toBe('25.06.2026');
    expect(formatDate('2026-06-24T22:30:00Z', 'en')).toBe('25 Jun 2026');
    expect(formatDate('2026-11-30T22:00:00Z', 'tr')).toBe('01.12.2026');
    expect(formatDate('2026-11-30T22:00:00Z', 'en')).toBe('1 Dec 2026');
    expect(formatDate('2026-06-24T22:30:00Z')).toBe('25.06.2026');
    expect(istanbulDateOf(new Date('2026-06-24T22:30:00Z'))).toBe('2026-06-25');
  });

  it('adds HH:mm to the same day format in both languages', () => {
    expect(formatDateTime('2026-06-24T22:30:00Z')).toBe('25.06.2026 01:30');
    expect(formatDateTime('2026-06-24T22:30:00Z', 'tr')).toBe('25.06.2026 01:30');
    expect(formatDateTime('2026-06-24T22:30:00Z', 'en')).toBe('25 Jun 2026 01:30');
    expect(formatTime('2026-06-24T21:00:00Z')).toBe('00:00');
  });

  it("names a month short in the reader's language", () => {
    expect(formatMonth('2026-01', 'tr')).toBe('Oca 26');
    expect(formatMonth('2026-01', 'en')).toBe('Jan 26');
    expect(formatMonth('not a month', 'en')).toBe('not a month');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
    expect(formatTime(undefined)).toBeNull();
  });
});

describe('calendar days', () => {
  it('knows real days from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
  });

  it('moves a day across months and years', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('Istanbul wall time', () => {
  it('turns a picked Istanbul time into the UTC instant, whatever zone the browser is in', () => {
    expect(instantOfIstanbulWallTime('2026-06-25 17:00:00')).toBe('2026-06-25T14:00:00.000Z');
    expect(instantOfIstanbulWallTime('2026-06-25T17:00')).toBe('2026-06-25T14:00:00.000Z');
    // Midnight in Istanbul is still the day before in UTC.
    expect(instantOfIstanbulWallTime('2026-01-01 00:30:00')).toBe('2025-12-31T21:30:00.000Z');
  });

  it('follows the summer time Turkey kept until 2016', () => {
    expect(instantOfIstanbulWallTime('2015-01-15 12:00:00')).toBe('2015-01-15T10:00:00.000Z');
    expect(instantOfIstanbulWallTime('2015-07-15 12:00:00')).toBe('2015-07-15T09:00:00.000Z');
  });

  it('shows an instant as the Istanbul wall time the pickers hold', () => {
    expect(istanbulWallTimeOf('2026-06-25T14:00:00.000Z')).toBe('2026-06-25 17:00:00');
    expect(istanbulWallTimeOf(new Date('2025-12-31T21:30:05Z'))).toBe('2026-01-01 00:30:05');
    expect(istanbulWallTimeOf('soon')).toBe('');
  });

  it('goes there and back without drifting', () => {
    const wall = '2026-10-29 08:15:00';
    expect(istanbulWallTimeOf(instantOfIstanbulWallTime(wall) ?? '')).toBe(wall);
  });

  it('refuses text that is not a wall time', () => {
    expect(instantOfIstanbulWallTime('25.06.2026 17:00')).toBeNull();
    expect(instantOfIstanbulWallTime('')).toBeNull();
  });
});
