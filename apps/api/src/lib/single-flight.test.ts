import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  it('shares one call among the callers that ask while it runs, then starts anew', async () => {
    let calls = 0;
    const probe = singleFlight(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return calls;
    });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([1, 1, 1]);
    expect(await probe()).toBe(2);
  });

  it('starts anew after a failure', async () => {
    let calls = 0;
    const probe = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'up';
    });
    await expect(probe()).rejects.toThrow('database down');
    expect(await probe()).toBe('up');
  });
});
