import { describe, expect, it } from 'vitest';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('writes the filters that are set, encoded', () => {
    expect(queryString({ q: 'çelik boru', page: 2, mySectors: true })).toBe(
      '?q=%C3%A7elik+boru&page=2&mySectors=true',
    );
  });

  it('leaves out empty filters and switches that are off', () => {
    expect(queryString({ q: '', status: null, sectorId: undefined, mySectors: false })).toBe('');
    expect(queryString({ q: '', page: 1 })).toBe('?page=1');
  });
});
