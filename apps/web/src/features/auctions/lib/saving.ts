import { Money } from '@teklifal/core';

/** How far a total came down from its start, in percent with one decimal ('0.0' if none). */
export const savingPercent = (start: string, total: string): string =>
  new Money(start).isZero()
    ? '0.0'
    : new Money(start).minus(total).div(start).times(100).toFixed(1);
