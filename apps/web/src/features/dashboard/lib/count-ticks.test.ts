import { describe, expect, it } from 'vitest';
import { countTicks } from './count-ticks.ts';

describe('countTicks', () => {
  it('counts one by one while the counts are small, up to the largest', () => {
    expect(countTicks([0, 1, 2, 0, 3, 1])).toEqual([0, 1, 2, 3]);
    expect(countTicks([4])).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks([1])).toEqual([0, 1]);
    expect(countTicks([0, 0])).toEqual([0, 1]);
  });

  it('steps by 2, 5, 10, … beyond, never more than five ticks, never a repeat or a gap', () => {
    expect(countTicks([5])).toEqual([0, 2, 4, 6]);
    expect(countTicks([7])).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks([9])).toEqual([0, 5, 10]);
    expect(countTicks([37])).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks([420])).toEqual([0, 200, 400, 600]);
    for (let largest = 0; largest <= 1000; largest++) {
      const ticks = countTicks([largest]);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      expect(ticks.every((tick, index) => tick === index * step && Number.isInteger(tick))).toBe(
        true,
      );
    }
  });
});
