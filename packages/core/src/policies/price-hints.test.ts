import { describe, expect, it } from 'vitest';
import { PriceHintQuery } from '../schemas/price-hints.ts';
import {
  countedAwards,
  middleBucket,
  nameNumbers,
  priceBucket,
  priceHintFigures,
  priceHintWindowStart,
} from './price-hints.ts';
import { ASKER, award, evidence, fiveBuyers, hint } from './price-hints.test-helpers.ts';

describe('the buckets', () => {
  it('1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 in every power of ten, the upper bound excluded', () => {
    const cases: [string, string, string][] = [
      ['11.43', '10.00', '12.00'],
      ['12', '12.00', '15.00'],
      ['123.45', '120.00', '150.00'],
      ['150.00', '150.00', '200.00'],
      ['9.99', '8.00', '10.00'],
      ['0.35', '0.30', '0.40'],
      ['1000', '1000.00', '1200.00'],
      ['184999', '150000.00', '200000.00'],
      ['0.012', '0.012', '0.015'],
    ];
    for (const [price, low, high] of cases) {
      expect(priceBucket(price), price).toEqual({ low, high });
    }
  });

  it('publish the bucket of both middle prices, or nothing when they part', () => {
    expect(middleBucket(['13.00', '10.50', '11.80', '11.00', '11.50'])).toEqual({
      low: '10.00',
      high: '12.00',
    });
    // The middle prices 11.80 and 12.30 lie in 10–12 and 12–15: no hint.
    expect(middleBucket(['10.90', '11.20', '11.80', '12.30', '12.60'])).toBeNull();
    // An even count: the two middle ones (ranks 2 and 3 of six).
    expect(middleBucket(['1', '2', '12.50', '14', '90', '95'])).toEqual({
      low: '12.00',
      high: '15.00',
    });
  });
});

describe('the threshold', () => {
  it('four independent buyers: nothing; a fifth: the bucket of the middle', () => {
    const five = fiveBuyers();
    expect(hint(five.slice(0, 4))).toBeNull();
    expect(hint(five)).toEqual({ low: '10.00', high: '12.00', awards: 5, scope: 'sector' });
  });

  it('one price per buyer, its most recent: a busy buyer is one buyer', () => {
    const busy = ['50', '51', '52', '53'].map((price) => award('busy', price));
    const others = fiveBuyers().slice(0, 4);
    expect(hint([...busy, ...others])).toMatchObject({ awards: 5 });
    const counted = countedAwards(evidence([...busy, ...others]), ASKER);
    expect(counted.filter((a) => a.buyerCompanyId === 'busy').map((a) => a.unitPrice)).toEqual([
      '53',
    ]);
    expect(hint([...busy, ...others.slice(0, 3)])).toBeNull();
  });

  it('the sector itself when five buyers bought there, else its group; never by price', () => {
    const inSector = fiveBuyers().slice(0, 3);
    const inGroup = [
      award('g1', '11.20', { sameSector: false }),
      award('g2', '11.60', { sameSector: false }),
    ];
    expect(hint([...inSector, ...inGroup])).toMatchObject({ scope: 'sectorGroup', awards: 5 });
    expect(hint(inSector)).toBeNull();
    // Five in the sector whose middle parts: no hint, not the group's.
    const parted = fiveBuyers(['10.90', '11.20', '11.80', '12.30', '12.60']);
    expect(hint([...parted, ...inGroup])).toBeNull();
  });
});

describe('the query', () => {
  it('the numbers of a name, folded and once each', () => {
    expect(nameNumbers('Çift oluklu koli 40x30x30 cm')).toEqual(['40', '30']);
    expect(nameNumbers('A4 fotokopi kâğıdı 80 g')).toEqual(['4', '80']);
    expect(nameNumbers('Nitril eldiven')).toEqual([]);
  });

  it('the window starts twelve calendar months back', () => {
    expect(priceHintWindowStart(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2025-03-15T10:00:00.000Z',
    );
  });

  it('names the field it refuses', () => {
    const ok = { sectorId: 's1', unit: 'adet', currency: 'TRY', name: 'Koli' };
    expect(PriceHintQuery.safeParse(ok).success).toBe(true);
    const short = PriceHintQuery.safeParse({ ...ok, name: ' ab ' });
    expect(short.error?.issues[0]?.path).toEqual(['name']);
    const unit = PriceHintQuery.safeParse({ ...ok, unit: 'bucket' });
    expect(unit.error?.issues[0]?.path).toEqual(['unit']);
  });

  it('figures need five counted prices', () => {
    expect(priceHintFigures(fiveBuyers().slice(0, 4))).toBeNull();
    expect(priceHintFigures(fiveBuyers())).toMatchObject({ awards: 5 });
  });
});
