import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('Intl formatters made once', () => {
  it('hands out the same formatter for the same locale and options, another for others', () => {
    const day = { timeZone: 'Europe/Istanbul', day: '2-digit' } as const;
    expect(dateTimeFormat('tr-TR', { ...day })).toBe(dateTimeFormat('tr-TR', day));
    expect(dateTimeFormat('en-GB', day)).not.toBe(dateTimeFormat('tr-TR', day));
    expect(numberFormat('tr-TR', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('tr-TR', { maximumFractionDigits: 3 }),
    );
    expect(numberFormat('tr-TR', { maximumFractionDigits: 1 }).format(1.25)).toBe('1,3');
  });
});
