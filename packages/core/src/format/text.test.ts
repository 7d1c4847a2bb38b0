import { describe, expect, it } from 'vitest';
import { truncate, withoutMarks } from './text.ts';

describe('withoutMarks', () => {
  it('writes the Turkish letters in ASCII, keeping their case', () => {
    expect(withoutMarks('Çankırı Şubesi, İğdır ÖĞÜ ığüşöç')).toBe(
      'Cankiri Subesi, Igdir OGU igusoc',
    );
  });
  it('drops other accents and leaves what has no ASCII form', () => {
    expect(withoutMarks('Crème brûlée – Ω')).toBe('Creme brulee – Ω');
  });
});

describe('truncate', () => {
  it('ends a cut text with an ellipsis and leaves a short one', () => {
    expect(truncate('Paslanmaz çelik boru', 9)).toBe('Paslanmaz…');
    expect(truncate('Koli', 9)).toBe('Koli');
  });
});
