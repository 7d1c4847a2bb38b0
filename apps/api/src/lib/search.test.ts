import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch } from './search.ts';

describe('foldForSearch', () => {
  it('lowers with Turkish rules, then forgets the Turkish marks', () => {
    expect(foldForSearch('IŞIK')).toBe('isik');
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('Çağrı Güneş Öztürk')).toBe('cagri gunes ozturk');
    expect(foldForSearch('Hâl ve Kâğıt')).toBe('hal ve kagit');
  });

  it('leaves other text as it is', () => {
    expect(foldForSearch('sip-2026-000123')).toBe('sip-2026-000123');
  });
});

describe('containsPattern', () => {
  it('finds the text anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('boru')).toBe('%boru%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
