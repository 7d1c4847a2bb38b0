import { DISPLAY_TIME_ZONE, type Locale } from '../constants.ts';

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const intlLocale = (locale: Locale) => (locale === 'tr' ? 'tr-TR' : 'en-GB');

/** dd.MM.yyyy in Istanbul time; `null` when the date is missing or invalid. */
export function formatDate(value: DateInput, locale: Locale = 'tr'): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(date)
    .replace(/\//g, '.');
}

/** dd.MM.yyyy HH:mm in Istanbul time; `null` when the date is missing or invalid. */
export function formatDateTime(value: DateInput, locale: Locale = 'tr'): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = formatDate(date, locale);
  const time = new Intl.DateTimeFormat('tr-TR', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${day} ${time}`;
}

/** Specification §3: notification timestamps are seconds since the epoch. */
export const secondsToDate = (seconds: number) => new Date(seconds * 1000);

/** The calendar day (YYYY-MM-DD) of an instant in Istanbul. */
export function istanbulDateOf(value: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(value);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a YYYY-MM-DD text names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
