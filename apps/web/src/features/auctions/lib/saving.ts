import { Money } from '@teklifal/core';

/** How far a total came down from its start, in percent with one decimal ('0.0' if none). */
export const savingPercent = (start: string, total: string): string =>
  new Money(start).isZero()
    ? '0.0'
    : new Money(start).minus(total).div(start).times(100).toFixed(1);

/** A percentage as each language writes it: '%12,5' in Turkish, '12.5%' in English. */
export const formatPercent = (value: string, locale: string) =>
  locale === 'tr' ? `%${value.replace('.', ',')}` : `${value}%`;
