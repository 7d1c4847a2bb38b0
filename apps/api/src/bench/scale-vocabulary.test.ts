import { describe, expect, it } from 'vitest';
import { UNITS as LISTED_UNITS } from '@teklifal/core';
import { UNITS } from './scale-vocabulary.ts';

describe('the scale vocabulary', () => {
  it('writes only units the API lists (an unlisted one answers 500 on every page showing it)', () => {
    const listed: readonly string[] = LISTED_UNITS;
    expect(UNITS.filter((unit) => !listed.includes(unit))).toEqual([]);
  });
});
