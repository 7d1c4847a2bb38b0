import { describe, expect, it } from 'vitest';
import { foldForSearch, foldedQueryWords, matchesSearch } from './search-fold.ts';

describe('foldForSearch', () => {
  it('lowers with Turkish rules, then forgets the Turkish marks', () => {
    expect(foldForSearch('IŞIK')).toBe('isik');
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('Çankırı')).toBe('cankiri');
    expect(foldForSearch('Çağrı Güneş Öztürk')).toBe('cagri gunes ozturk');
    expect(foldForSearch('Hâl ve Kâğıt')).toBe('hal ve kagit');
  });

  it('leaves other text as it is', () => {
    expect(foldForSearch('sip-2026-000123')).toBe('sip-2026-000123');
  });
});

describe('matchesSearch', () => {
  it('finds Turkish names typed with or without the marks, in any case', () => {
    for (const query of ['istanbul', 'İSTANBUL', 'ISTANBUL', 'İstanbul', 'ist']) {
      expect(matchesSearch('İstanbul', query)).toBe(true);
    }
    expect(matchesSearch('İzmir', 'izmir')).toBe(true);
    expect(matchesSearch('Çankırı', 'cankiri')).toBe(true);
    expect(matchesSearch('Çankırı', 'ÇANKIRI')).toBe(true);
    expect(matchesSearch('Iğdır', 'igdir')).toBe(true);
    expect(matchesSearch('Paslanmaz Çelik', 'celik')).toBe(true);
    expect(matchesSearch('Aydınlatma', 'aydinlatma')).toBe(true);
  });

  it('needs every word of the query, in any order', () => {
    expect(matchesSearch('Metal › Yapı Çeliği', 'celig yapi')).toBe(true);
    expect(matchesSearch('Metal › Yapı Çeliği', 'celig ahsap')).toBe(false);
    expect(matchesSearch('İzmir', 'istanbul')).toBe(false);
  });

  it('holds for an empty or blank query', () => {
    expect(matchesSearch('İstanbul', '')).toBe(true);
    expect(matchesSearch('İstanbul', '   ')).toBe(true);
    expect(foldedQueryWords('  Çelik   BORU ')).toEqual(['celik', 'boru']);
  });
});
