import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES, PROVINCES, districtsOf } from './provinces.ts';

const byName = (name: string) => PROVINCES.find((p) => p.name === name);

describe('PROVINCES', () => {
  it('lists all 81 provinces', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(PROVINCE_NAMES).toHaveLength(81);
  });

  it('has plate codes 1..81, unique and in order', () => {
    expect(PROVINCES.map((p) => p.code)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(byName('Adana')?.code).toBe(1);
    expect(byName('İstanbul')?.code).toBe(34);
    expect(byName('Düzce')?.code).toBe(81);
  });

  it('has unique province names', () => {
    expect(new Set(PROVINCE_NAMES).size).toBe(PROVINCE_NAMES.length);
  });

  it('gives every province at least one district and no duplicates', () => {
    for (const province of PROVINCES) {
      expect(province.districts.length, province.name).toBeGreaterThan(0);
      expect(new Set(province.districts).size, province.name).toBe(province.districts.length);
    }
  });

  it('sorts districts with Turkish collation', () => {
    const collator = new Intl.Collator('tr');
    for (const province of PROVINCES) {
      expect([...province.districts].sort(collator.compare), province.name).toEqual(
        province.districts,
      );
    }
  });

  it('has the district counts of the largest provinces', () => {
    expect(byName('İstanbul')?.districts).toHaveLength(39);
    expect(byName('Ankara')?.districts).toHaveLength(25);
    expect(byName('İzmir')?.districts).toHaveLength(30);
  });

  it('has a plausible total number of districts', () => {
    const total = PROVINCES.reduce((sum, p) => sum + p.districts.length, 0);
    expect(total).toBeGreaterThanOrEqual(950);
    expect(total).toBeLessThanOrEqual(1000);
  });
});

describe('districtsOf', () => {
  it('returns the districts of a known province', () => {
    expect(districtsOf('İstanbul')).toContain('Kadıköy');
    expect(districtsOf('Ankara')).toContain('Çankaya');
  });

  it('returns an empty list for an unknown province', () => {
    expect(districtsOf('Atlantis')).toEqual([]);
    expect(districtsOf('')).toEqual([]);
  });
});
