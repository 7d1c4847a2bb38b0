import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFormatter } from '@mantine/dates';
import {
  DEFAULT_LOCALE,
  formatInputDateTime,
  formatInputDay,
  isLocale,
  parseTypedDate,
} from '@teklifal/core';

/**
 * How every date input shows and reads its day in the chosen language, as days are written
 * elsewhere: '01.12.2026' in Turkish, '1 Dec 2026' in English (core format/date-input.ts).
 * - `day`: a DateInput's props; a typed day is read as the language writes it (Turkish day
 *   first; English '5 Jan 2027' or day first with dots, never slashes).
 * - `dateTime`: a DateTimePicker's, '1 Dec 2026 14:30'.
 * - `picker`: a DatePickerInput's.
 */
export function useDateInputFormat() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useMemo(() => {
    const valueFormatter: DateFormatter = ({ date }) =>
      formatInputDay(typeof date === 'string' ? date : null, locale);
    return {
      day: {
        valueFormat: (day: string) => formatInputDay(day, locale),
        dateParser: (text: string) => parseTypedDate(text, locale),
      },
      dateTime: { valueFormat: (value: string) => formatInputDateTime(value, locale) },
      picker: { valueFormatter },
    };
  }, [locale]);
}
