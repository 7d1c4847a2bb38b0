import { DISPLAY_TIME_ZONE, type Locale } from '../constants.ts';
import { dateTimeFormat } from './intl.ts';

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const intlLocale = (locale: Locale) => (locale === 'tr' ? 'tr-TR' : 'en-GB');

/*
 * One way of writing a day per language, everywhere a day is shown (tables, articles, legal
 * pages, mails, exports): Turkish '01.12.2026', English '1 Dec 2026'. Times are HH:mm on the
 * Istanbul clock in both. Components call these helpers with the reader's language instead of
 * formatting dates themselves.
 */
const DAY_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  tr: { timeZone: DISPLAY_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { timeZone: DISPLAY_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' },
};

/** The day in the reader's language, Istanbul time: '01.12.2026', '1 Dec 2026'; null if none. */
export function formatDate(value: DateInput, locale: Locale = 'tr'): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = dateTimeFormat(intlLocale(locale), DAY_OPTIONS[locale]).format(date);
  return locale === 'tr' ? day.replace(/\//g, '.') : day;
}

/** HH:mm on the Istanbul clock (both languages); null when the date is missing or invalid. */
export function formatTime(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  return dateTimeFormat('tr-TR', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The day and HH:mm: '01.12.2026 14:30', '1 Dec 2026 14:30'; null when missing or invalid. */
export function formatDateTime(value: DateInput, locale: Locale = 'tr'): string | null {
  const date = toDate(value);
  if (!date) return null;
  return `${formatDate(date, locale)} ${formatTime(date)}`;
}

/** A 'YYYY-MM' month, short, in the reader's language: 'Oca 26', 'Jan 26'. */
export function formatMonth(month: string, locale: Locale = 'tr'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return dateTimeFormat(intlLocale(locale), {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** Specification §3: notification timestamps are seconds since the epoch. */
export const secondsToDate = (seconds: number) => new Date(seconds * 1000);

/** The calendar day (YYYY-MM-DD) of an instant in Istanbul. */
export function istanbulDateOf(value: Date): string {
  const parts = dateTimeFormat('en-CA', {
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

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/*
 * Date-time pickers hold a wall time ('YYYY-MM-DD HH:mm:ss') without a zone, and the API speaks
 * UTC instants. A deadline is read as Istanbul time, the product's clock, whatever zone the
 * browser is in, so a buyer abroad still sets the deadline sellers see.
 */
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallParts(instant: Date) {
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The Istanbul wall time of an instant ('YYYY-MM-DD HH:mm:ss'); '' when it is not a date. */
export function istanbulWallTimeOf(instant: Date | string): string {
  const date = toDate(instant);
  if (!date) return '';
  const p = wallParts(date);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

/** How far Istanbul's clock is ahead of UTC at an instant, in milliseconds. */
function istanbulOffset(epochMs: number): number {
  const p = wallParts(new Date(epochMs));
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The UTC instant (ISO 8601) of an Istanbul wall time; null when the text is not one. */
export function instantOfIstanbulWallTime(wall: string): string | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Twice: the second pass settles an offset that changes between the guess and the answer.
  let instant = asUtc - istanbulOffset(asUtc);
  instant = asUtc - istanbulOffset(instant);
  return new Date(instant).toISOString();
}
