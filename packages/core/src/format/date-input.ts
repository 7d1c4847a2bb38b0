import type { Locale } from '../constants.ts';
import { formatDate, isCalendarDate } from './date.ts';

/*
 * What the date inputs show and read. A picked day is a calendar day ('YYYY-MM-DD', a date-time
 * picker's 'YYYY-MM-DD HH:mm:ss' an Istanbul wall time), shown the way formatDate writes days in
 * the reader's language: '01.12.2026' in Turkish, '1 Dec 2026' in English.
 */

const DAY = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/** A picked day as the input shows it: '01.12.2026', '1 Dec 2026'; '' when it is none. */
export function formatInputDay(value: string | null | undefined, locale: Locale): string {
  const day = DAY.exec(value ?? '')?.[1];
  // Noon UTC is the same calendar day in Istanbul, where formatDate reads it.
  return day && isCalendarDate(day) ? (formatDate(`${day}T12:00:00Z`, locale) ?? '') : '';
}

/** A picked wall time as the input shows it: '01.12.2026 14:30', '1 Dec 2026 14:30'. */
export function formatInputDateTime(value: string | null | undefined, locale: Locale): string {
  const match = DAY.exec(value ?? '');
  const day = formatInputDay(match?.[1], locale);
  if (!day) return '';
  return match?.[2] ? `${day} ${match[2]}:${match[3]}` : day;
}

/** English month names, long and short ('Sept' too, as Intl writes it): their month number. */
const ENGLISH_MONTHS = new Map<string, number>(
  [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].flatMap((name, index) => [
    [name, index + 1],
    [name.slice(0, 3), index + 1],
    ...(name === 'september' ? [['sept', index + 1] as const] : []),
  ]),
);

const pad = (part: string | number | undefined) => String(part ?? '').padStart(2, '0');
const dayOf = (year: string, month: string | number, day: string) => {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : null;
};

/**
 * A typed day as a date input's value ('YYYY-MM-DD'); null while it is not (yet) a real day.
 * Turkish: the day first with any usual separator (`25.06.2026`, `25/6/2026`, `25-06-2026`).
 * English: as the input shows it (`5 Jan 2027`, `5 January 2027`, any case), or the day first
 * with dots (`05.01.2027`); never slashes, which read differently in the US and the UK. Both
 * take `2027-01-05`.
 */
export function parseTypedDate(text: string, locale: Locale = 'tr'): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return dayOf(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  const separators = locale === 'tr' ? '[./-]' : '[.]';
  const dayFirst = new RegExp(`^(\\d{1,2})${separators}(\\d{1,2})${separators}(\\d{4})$`).exec(
    value,
  );
  if (dayFirst) return dayOf(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '');
  if (locale !== 'en') return null;
  const named = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  const month = ENGLISH_MONTHS.get(named?.[2]?.toLowerCase() ?? '');
  return named && month ? dayOf(named[3] ?? '', month, named[1] ?? '') : null;
}
