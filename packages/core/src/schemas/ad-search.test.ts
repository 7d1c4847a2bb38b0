import { describe, expect, it } from 'vitest';
import { browseSortOf } from './ad.ts';
import { markedPieces } from './ad-search.ts';

describe('browseSortOf', () => {
  it('ranks a search by relevance unless another order is asked', () => {
    expect(browseSortOf({ q: 'çelik' })).toBe('relevance');
    expect(browseSortOf({ q: 'çelik', sort: 'relevance' })).toBe('relevance');
    expect(browseSortOf({ q: 'çelik', sort: 'newest' })).toBe('newest');
    expect(browseSortOf({ q: 'çelik', sort: 'deadline' })).toBe('deadline');
  });

  it('has no relevance without a search: newest', () => {
    expect(browseSortOf({})).toBe('newest');
    expect(browseSortOf({ q: '  ', sort: 'relevance' })).toBe('newest');
    expect(browseSortOf({ sort: 'deadline' })).toBe('deadline');
  });
});

describe('markedPieces', () => {
  it('cuts a text into marked and plain pieces in order', () => {
    expect(
      markedPieces({
        text: 'Çelik boru ve çelik',
        ranges: [
          { start: 14, end: 19 },
          { start: 0, end: 5 },
        ],
      }),
    ).toEqual([
      { text: 'Çelik', marked: true },
      { text: ' boru ve ', marked: false },
      { text: 'çelik', marked: true },
    ]);
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    expect(
      markedPieces({
        text: 'boru',
        ranges: [
          { start: 0, end: 2 },
          { start: 1, end: 3 },
          { start: 9, end: 12 },
        ],
      }),
    ).toEqual([
      { text: 'bo', marked: true },
      { text: 'r', marked: true },
      { text: 'u', marked: false },
    ]);
    expect(markedPieces({ text: '', ranges: [] })).toEqual([]);
  });
});
