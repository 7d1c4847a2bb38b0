import { describe, expect, it } from 'vitest';
import { containsPattern } from './search.ts';

describe('containsPattern', () => {
  it('finds the text anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('boru')).toBe('%boru%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
