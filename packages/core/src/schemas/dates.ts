import { z } from 'zod';
import { isCalendarDate } from '../format/date.ts';

/**
 * The years a date input may name, for every date field of the API. The dates the marketplace
 * keeps are business dates of its own time (deadlines, validity, deliveries, publication,
 * audit filters): 2000 leaves room to filter records imported from before the platform, 2100
 * is past any deadline a purchase can have. Inside the window every date is a four-digit year,
 * which matters beyond plausibility: JavaScript writes a later year as `+010000-…`, which
 * PostgreSQL refuses (a 500 before this rule), and days compared as text (`validUntil >=
 * today`) compare correctly only with four-digit years.
 */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

const FIRST_INSTANT = Date.UTC(DATE_YEAR_MIN, 0, 1);
const END_INSTANT = Date.UTC(DATE_YEAR_MAX + 1, 0, 1);

/** The shape of a day; whether the calendar has it (not 2024-02-30) is checked apart. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a time of day and its offset: `2026-06-25T14:00:00.000Z`, `…T17:00+03:00`. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;

type Context = z.core.$RefinementCtx<string>;

const outOfRange = (ctx: Context) =>
  ctx.addIssue({
    code: 'custom',
    message: 'validation.dateRange',
    params: { min: DATE_YEAR_MIN, max: DATE_YEAR_MAX },
  });

function checkDay(value: string, ctx: Context) {
  if (!isCalendarDate(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.date' });
    return;
  }
  const year = Number(value.slice(0, 4));
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) outOfRange(ctx);
}

function checkInstant(value: string, ctx: Context) {
  const match = INSTANT.exec(value);
  // The calendar check too: JavaScript reads 2024-02-30T10:00Z as the 1st of March.
  if (!match || !isCalendarDate(match[1] ?? '') || Number.isNaN(Date.parse(value))) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateTime' });
    return;
  }
  const time = Date.parse(value);
  if (time < FIRST_INSTANT || time >= END_INSTANT) outOfRange(ctx);
}

const dateText = () => z.string().trim().min(1, 'validation.required');

/** A calendar day, YYYY-MM-DD, within the years above. */
export const dateField = dateText().superRefine(checkDay);

/** An instant, ISO 8601 with its offset (the API speaks UTC), within the years above. */
export const instantField = dateText().superRefine(checkInstant);

/** A filter bound that is a day (YYYY-MM-DD, Istanbul) or an instant (ISO 8601). */
export const dayOrInstantField = dateText().superRefine((value, ctx) =>
  DAY.test(value) ? checkDay(value, ctx) : checkInstant(value, ctx),
);
