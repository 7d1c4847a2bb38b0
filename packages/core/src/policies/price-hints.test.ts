import { describe, expect, it } from 'vitest';
import { PriceHintQuery } from '../schemas/price-hints.ts';
import {
  blendedQuantile,
  cappedPerBuyer,
  nameNumbers,
  priceHintFigures,
  priceHintOf,
  priceHintWindowStart,
  roundHintFigure,
  type PastAward,
} from './price-hints.ts';

const ASKER = 'asker';
let day = 0;

/** An award by `buyer` at `unitPrice`, each one a day after the last. */
const award = (buyer: string, unitPrice: string, more: Partial<PastAward> = {}): PastAward => ({
  buyerCompanyId: buyer,
  sellerCompanyId: 'seller',
  unitPrice,
  awardedAt: new Date(Date.UTC(2026, 0, 1 + ++day)),
  sameSector: true,
  ...more,
});

describe('the anonymity threshold', () => {
  it('4 awards by 4 buyers: nothing', () => {
    const awards = ['10', '11', '12', '13'].map((price, i) => award(`b${i}`, price));
    expect(priceHintFigures(awards, ASKER)).toBeNull();
  });

  it('5 awards by 2 buyers: nothing, and no buyer counts more than two awards anyway', () => {
    const awards = [award('a', '10'), award('a', '11'), award('b', '12'), award('b', '13')];
    expect(priceHintFigures([...awards, award('a', '14')], ASKER)).toBeNull();
  });

  it('5 awards by 3 buyers: a hint', () => {
    const awards = [
      award('a', '10'),
      award('a', '11'),
      award('b', '12'),
      award('b', '13'),
      award('c', '14'),
    ];
    expect(priceHintFigures(awards, ASKER)).toEqual({
      median: '12.00',
      low: '11.00',
      high: '13.00',
      awards: 5,
    });
  });

  it('one busy buyer counts only its two most recent awards', () => {
    const busy = ['50', '51', '52', '53', '10', '11'].map((price) => award('busy', price));
    const counted = cappedPerBuyer([...busy, award('b', '12'), award('c', '13')]);
    expect(counted.filter((a) => a.buyerCompanyId === 'busy').map((a) => a.unitPrice)).toEqual([
      '11',
      '10',
    ]);
    // busy (2) + b + c = 4 counted awards: below the threshold although 8 were found.
    expect(priceHintFigures([...busy, award('b', '12'), award('c', '13')], ASKER)).toBeNull();
  });

  it('leaves out the asker’s awards as buyer and as seller before counting', () => {
    const others = [award('a', '10'), award('a', '11'), award('b', '12'), award('c', '13')];
    const asBuyer = award(ASKER, '99');
    const asSeller = award('d', '99', { sellerCompanyId: ASKER });
    expect(priceHintFigures([...others, asBuyer], ASKER)).toBeNull();
    expect(priceHintFigures([...others, asSeller], ASKER)).toBeNull();
    expect(priceHintFigures([...others, award('d', '14')], ASKER)?.awards).toBe(5);
  });

  it('falls back to the sector group when the sector alone is too thin, and says so', () => {
    const inSector = [award('a', '10'), award('b', '11'), award('c', '12')];
    const inGroup = [
      award('d', '20', { sameSector: false }),
      award('e', '21', { sameSector: false }),
    ];
    expect(priceHintOf([...inSector, ...inGroup], ASKER)?.scope).toBe('sectorGroup');
    const enough = [...inSector, award('a', '13'), award('b', '14')];
    expect(priceHintOf([...enough, ...inGroup], ASKER)).toMatchObject({
      scope: 'sector',
      awards: 5,
    });
    expect(priceHintOf(inSector, ASKER)).toBeNull();
  });
});

describe('the figures', () => {
  const five = ['10', '20', '30', '40', '100'];

  it('blend the prices around each rank, so none is one award’s price', () => {
    // rank 2 of 5: 0.2 × 20 + 0.6 × 30 + 0.2 × 40 = 30 (here the neighbours balance out)
    expect(blendedQuantile(five, '0.5').toFixed()).toBe('30');
    // rank 1: 0.2 × 10 + 0.6 × 20 + 0.2 × 30
    expect(blendedQuantile(five, '0.25').toFixed()).toBe('20');
    // rank 3: 0.2 × 30 + 0.6 × 40 + 0.2 × 100 = 50: not 40, the fourth award's price
    expect(blendedQuantile(five, '0.75').toFixed()).toBe('50');
    expect(blendedQuantile(['1', '2', '3', '4', '10'], '0.5').toFixed()).toBe('3');
    expect(blendedQuantile(['1', '2', '3.5', '4', '10'], '0.5').toFixed()).toBe('3.3');
  });

  it('an even count’s median is the mean of the middle two', () => {
    expect(blendedQuantile(['10', '20', '30', '41'], '0.5').toFixed()).toBe('25');
    expect(blendedQuantile(['1', '2', '3', '4', '5', '6'], '0.5').toFixed()).toBe('3.5');
  });

  it('between ranks, the weights follow the distance (six prices, P25 at rank 1.25)', () => {
    // weights 0.25, 1.25, 0.75 on 10, 20, 30: (2.5 + 25 + 22.5) / 2.25 = 22.2…
    expect(blendedQuantile(['10', '20', '30', '40', '50', '60'], '0.25').toFixed(6)).toBe(
      '22.222222',
    );
  });

  it('is exact where floats are not (0.1 + 0.2)', () => {
    expect(blendedQuantile(['0.1', '0.2'], '0.5').toFixed()).toBe('0.15');
  });

  it('rounds each figure to three significant digits, half up, as money', () => {
    expect(roundHintFigure(blendedQuantile(['11.43', '11.43'], '0.5'))).toBe('11.40');
    expect(roundHintFigure(blendedQuantile(['612.5', '612.5'], '0.5'))).toBe('613.00');
    expect(roundHintFigure(blendedQuantile(['0.345', '0.345'], '0.5'))).toBe('0.35');
    expect(roundHintFigure(blendedQuantile(['184999', '184999'], '0.5'))).toBe('185000.00');
  });

  it('never show the lowest or the highest price', () => {
    const prices = ['7.25', '8.10', '9.99', '12.40', '31.00'];
    const awards = prices.map((price, i) => award(`b${i}`, price));
    const figures = priceHintFigures(awards, ASKER);
    expect(figures).toEqual({ median: '10.10', low: '8.31', high: '15.60', awards: 5 });
    for (const value of [figures?.low, figures?.median, figures?.high]) {
      expect(prices.map(Number)).not.toContain(Number(value));
    }
  });
});

describe('matching helpers', () => {
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

  it('the query names the field it refuses', () => {
    const ok = { sectorId: 's1', unit: 'adet', currency: 'TRY', name: 'Koli' };
    expect(PriceHintQuery.safeParse(ok).success).toBe(true);
    const short = PriceHintQuery.safeParse({ ...ok, name: ' ab ' });
    expect(short.error?.issues[0]?.path).toEqual(['name']);
    const unit = PriceHintQuery.safeParse({ ...ok, unit: 'bucket' });
    expect(unit.error?.issues[0]?.path).toEqual(['unit']);
  });
});
