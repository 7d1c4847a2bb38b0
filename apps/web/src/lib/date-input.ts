/**
 * How the date pickers show dates and times (dayjs formats): dd.MM.yyyy, Turkish style, in both
 * languages. Typed days are read with `parseTypedDate` from core.
 */
export const DATE_INPUT_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_INPUT_FORMAT = 'DD.MM.YYYY HH:mm';
