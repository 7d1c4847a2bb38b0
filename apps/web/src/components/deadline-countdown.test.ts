import { describe, expect, it } from 'vitest';
import { countdownOf } from './deadline-countdown.tsx';

const NOW = Date.parse('2026-06-01T09:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdownOf', () => {
  it('says days and hours while days are left, quietly from three days on', () => {
    expect(countdownOf(later(4 * DAY + 5 * HOUR + 10 * MINUTE), NOW)).toEqual({
      key: 'procurement.countdown.days',
      params: { days: 4, hours: 5 },
      color: 'dimmed',
    });
    expect(countdownOf(later(2 * DAY), NOW).color).toBe('orange');
  });

  it('says hours and minutes on the last day, in red', () => {
    expect(countdownOf(later(3 * HOUR + 7 * MINUTE), NOW)).toEqual({
      key: 'procurement.countdown.hours',
      params: { hours: 3, minutes: 7 },
      color: 'red',
    });
  });

  it('never says "0 minutes" before the end', () => {
    expect(countdownOf(later(20_000), NOW).params).toEqual({ minutes: 1 });
  });

  it('says the time is up at and after the deadline, and for a broken date', () => {
    expect(countdownOf(later(0), NOW).key).toBe('procurement.countdown.ended');
    expect(countdownOf(later(-DAY), NOW).key).toBe('procurement.countdown.ended');
    expect(countdownOf('not a date', NOW).key).toBe('procurement.countdown.ended');
  });
});
