import { isCalendarDate } from '@teklifal/core';

/** How the pickers show dates and times: dd.MM.yyyy, Turkish style, in both languages. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * A typed day as the date input's value: `25.06.2026`, `25/6/2026`, `25-06-2026` or
 * `2026-06-25`; null while it is not (yet) a real day.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const iso = dayFirst
    ? `${dayFirst[3]}-${(dayFirst[2] ?? '').padStart(2, '0')}-${(dayFirst[1] ?? '').padStart(2, '0')}`
    : value;
  return isCalendarDate(iso) ? iso : null;
}
