import { describe, expect, it } from 'vitest';
import { priceRows } from './price-series.ts';

const series = [
  { key: 'a', label: 'Ege', bidId: 'bid-a', startTotal: '1000.00' },
  { key: 'b', label: 'Marmara', bidId: 'bid-b', startTotal: '1100.00' },
];
// 14:00 Istanbul is 11:00 UTC.
const history = [
  { seq: 2, at: '2026-11-26T11:06:00.000Z', bidId: 'bid-a', total: '950.00' },
  { seq: 1, at: '2026-11-26T11:03:00.000Z', bidId: 'bid-b', total: '990.00' },
];

describe('priceRows', () => {
  it('starts everyone at the start and steps each line down where its participant bid, in order', () => {
    expect(priceRows('2026-11-26T11:00:00.000Z', series, history)).toEqual([
      { time: '14:00:00', a: 1000, b: 1100 },
      { time: '14:03:00', a: 1000, b: 990 },
      { time: '14:06:00', a: 950, b: 990 },
    ]);
  });

  it('carries every line to the end once the auction has ended', () => {
    const rows = priceRows('2026-11-26T11:00:00.000Z', series, history, '2026-11-26T11:30:00.000Z');
    expect(rows.at(-1)).toEqual({ time: '14:30:00', a: 950, b: 990 });
    expect(rows).toHaveLength(4);
  });
});
