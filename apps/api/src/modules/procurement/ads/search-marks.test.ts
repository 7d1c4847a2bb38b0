import { describe, expect, it } from 'vitest';
import { adSearchMatch, markedWords, rangesOf } from './search-marks.ts';

const words = (...list: string[]) => new Set(list);

describe('markedWords', () => {
  it('takes the words ts_headline marked, folded', () => {
    expect(
      markedWords('\u0001çelik\u0002 boru\n\u0001borular\u0002 ve \u0001paslanmaz-çelik\u0002'),
    ).toEqual(words('celik', 'borular', 'paslanmaz'));
    expect(markedWords('nothing marked')).toEqual(words());
  });
});

describe('rangesOf', () => {
  it('finds whole words, folded alike, in UTF-16 units', () => {
    const text = 'ÇELİK boru, çelikler ve Çelik';
    expect(rangesOf(text, words('celik'))).toEqual([
      { start: 0, end: 5 },
      { start: 24, end: 29 },
    ]);
    expect(rangesOf('😀 çelik', words('celik'))).toEqual([{ start: 3, end: 8 }]);
  });
});

describe('adSearchMatch', () => {
  const long = `${'Önce uzun bir giriş cümlesi yazıyoruz ki parça kesilsin. '.repeat(3)}Gövdesi paslanmaz çelik olmalı. ${'Sonra da uzun bir kapanış var, o da kesilmeli. '.repeat(5)}`;

  it('marks the title; a passage only for words the title lacks', () => {
    expect(
      adSearchMatch({ title: 'Çelik boru', description: 'çelik', lines: [] }, words('celik')),
    ).toEqual({ title: [{ start: 0, end: 5 }], snippet: null });
  });

  it('cuts a passage at blanks around the first word, with ellipses, ranges kept true', () => {
    const { snippet } = adSearchMatch(
      { title: 'Vana', description: long, lines: [] },
      words('celik', 'vana'),
    );
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.text.endsWith('…')).toBe(true);
    expect(snippet?.text).toContain('Gövdesi paslanmaz çelik olmalı.');
    expect(snippet?.text.length).toBeLessThanOrEqual(162);
    const [range] = snippet?.ranges ?? [];
    expect(snippet?.text.slice(range?.start, range?.end)).toBe('çelik');
  });

  it('looks in the lines when the description lacks the word; line breaks become blanks', () => {
    const match = adSearchMatch(
      { title: 'Lamba', description: 'Depo', lines: ['Projektör', 'Gövde:\nçelik'] },
      words('celik'),
    );
    expect(match.snippet).toEqual({ text: 'Gövde: çelik', ranges: [{ start: 7, end: 12 }] });
  });

  it('gives no passage when nothing holds the word', () => {
    expect(
      adSearchMatch({ title: 'Lamba', description: 'Depo', lines: [] }, words('celik')).snippet,
    ).toBeNull();
  });
});
